// The brand's Client Care line on the owner's pages (issue 15 item 5): every page where an owner cannot
// go on by themselves (wrong number, too many tries, no mobile, no longer available, not found, a page
// that failed to load) offers a tap-to-call number. The owner app provides the line (the booking's
// brand once known, else the site's); without one, the pages read as before.
import { createContext, useContext } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import { digitsOf, formatPhone } from '@portal/shared/domain/phone';

export interface ClientCareLine {
  /** The brand's name, e.g. 'Lawnswood'. */
  name: string;
  /** Its Client Care phone as the brand holds it, e.g. '0892401234'. */
  phone: string;
}

const ClientCareContext = createContext<ClientCareLine | null>(null);

/** Gives the pages below it the Client Care line to offer. */
export const ClientCareProvider = ClientCareContext.Provider;

/** The Client Care line the page may offer; null outside the owner app, or when it is not known. */
export function useClientCare(): ClientCareLine | null {
  return useContext(ClientCareContext);
}

/** A tel: address for an Australian number: '0892401234' -> 'tel:+61892401234'. */
export function telHref(phone: string): string {
  const digits = digitsOf(phone);
  if (digits.length === 10 && digits.startsWith('0')) return `tel:+61${digits.slice(1)}`;
  if (digits.length === 11 && digits.startsWith('61')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** What the call button says, e.g. 'Call Lawnswood Client Care on 08 9240 1234'. */
export const clientCareCallLabel = (line: ClientCareLine) => `Call ${line.name} Client Care on ${formatPhone(line.phone)}`;

export const CLIENT_CARE_UNKNOWN = 'Please contact our Client Care team, who will be glad to help.';

/**
 * 'Call <Brand> Client Care on <number>': one link a thumb can hit (44 px tall, the full width on a
 * phone), the number written the Australian way. Without a known line, a sentence instead.
 */
export function ClientCareCall({ line = null }: { line?: ClientCareLine | null }) {
  const provided = useClientCare();
  const shown = line ?? provided;
  if (!shown) return <Text>{CLIENT_CARE_UNKNOWN}</Text>;
  return (
    <Button asChild colorPalette="teal" variant="outline" size="lg" minHeight="44px" width={{ base: '100%', sm: 'auto' }} alignSelf="flex-start" whiteSpace="normal" textAlign="center">
      <a href={telHref(shown.phone)} data-testid="client-care-call">
        {clientCareCallLabel(shown)}
      </a>
    </Button>
  );
}
