import { createContext, useContext } from 'react';

/** Whether the pages are the standalone owner app (OwnerShell), not mounted in the staff portal. */
export const OwnerAppContext = createContext(false);

export const useInOwnerApp = () => useContext(OwnerAppContext);
