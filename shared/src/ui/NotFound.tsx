import { Link as RouterLink } from '@portal/shared/router';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';

export const NOT_FOUND_MESSAGE = 'We are sorry, but the page you requested was not found.';

/** The 404 page (spec 000 s2): back to the dashboard. */
export function NotFound() {
  return (
    <Stack gap="6" align="center" textAlign="center" paddingY="16">
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text>{NOT_FOUND_MESSAGE}</Text>
      <Button asChild colorPalette="teal">
        <RouterLink to="/dashboard">Back to dashboard</RouterLink>
      </Button>
    </Stack>
  );
}
