// The brand's Client Care line on the owner's pages (issue 15 item 5): every page where an owner cannot
// go on by themselves (wrong number, too many tries, no mobile, no longer available, not found, a page
// that failed to load) offers a tap-to-call number. The owner app provides the line (the booking's
// brand once known, else the site's); without one, the pages read as before.
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { CLIENT_CARE_UNKNOWN, clientCareCallParts, telHref, useClientCare, type ClientCareLine } from '@portal/shared/client-care';

export { CLIENT_CARE_UNKNOWN, ClientCareProvider, useClientCare, type ClientCareLine } from '@portal/shared/client-care';

/**
 * 'Call <Brand> Client Care on <number>': one link a thumb can hit (44 px tall, the full width on a
 * phone), the number written the Australian way. Without a known line, a sentence instead.
 */
export function ClientCareCall({ line = null }: { line?: ClientCareLine | null }) {
  const provided = useClientCare();
  const shown = line ?? provided;
  if (!shown) return <Text>{CLIENT_CARE_UNKNOWN}</Text>;
  const { words, number } = clientCareCallParts(shown);
  return (
    <Button asChild colorPalette="teal" variant="outline" size="lg" minHeight="44px" width={{ base: '100%', sm: 'auto' }} alignSelf="flex-start" whiteSpace="normal" textAlign="center">
      <a href={telHref(shown.phone)} data-testid="client-care-call">
        {/* The number never breaks across lines ('08 / 9240 1234' on a phone, issue 32 item 5). */}
        {words} <span style={{ whiteSpace: 'nowrap' }}>{number}</span>
      </a>
    </Button>
  );
}
