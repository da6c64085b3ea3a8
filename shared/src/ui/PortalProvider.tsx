import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { system } from './system';

/** Chakra and its emotion cache, rendered once per page (by the host, or a remote's own bootstrap). */
export function PortalProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
