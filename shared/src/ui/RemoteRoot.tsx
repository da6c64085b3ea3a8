import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';

/** The root element of a remote's area: names the remote and the build that rendered it. */
export function RemoteRoot({ name, build, children }: { name: string; build: string; children: ReactNode }) {
  return (
    <Box data-remote={name} data-build={build}>
      {children}
    </Box>
  );
}
