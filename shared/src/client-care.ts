// The brand's Client Care line (issue 15 item 5): what the owner's pages offer to call, and its tel:
// address and words. Without the UI kit, so a first screen (the phone check) offers it too; the kit's
// button is ClientCareCall in ui/ClientCare.tsx.
import { createContext, useContext } from 'react';
import { digitsOf, formatPhone } from '@portal/contracts/domain/phone';

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

/** What the call button says, as its words and its number (drawn so the number never breaks across lines). */
export const clientCareCallParts = (line: ClientCareLine) => ({ words: `Call ${line.name} Client Care on`, number: formatPhone(line.phone) });

export const CLIENT_CARE_UNKNOWN = 'Please contact our Client Care team, who will be glad to help.';
