import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

/** Shown while a page's code arrives (pages of a remote load on first visit). */
export function PageLoading() {
  return (
    <Center paddingY="16" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" />
        <Text>Loading…</Text>
      </Stack>
    </Center>
  );
}
