import { createContext, useContext } from 'react';

/** Whether the pages are the standalone owner app (OwnerShell), not mounted in the staff portal. */
export const OwnerAppContext = createContext(false);

export const useInOwnerApp = () => useContext(OwnerAppContext);

/**
 * What an owner's page says until it can be used: the owner app's page (its HTML, webpack.config.mjs's
 * OWNER_OPENING_TEXT) and then each of its waits say these words, so the owner reads one message (issue 32 item 3).
 */
export const OWNER_OPENING = "Opening your pet's artwork…";
