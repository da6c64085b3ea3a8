import type { ContactDto } from '@portal/contracts/wire/contacts';
import type { Contact } from '../db/schema.ts';

/** A practice member as the CRM API shows it. */
export function contactToWire(contact: Contact): Required<ContactDto> {
  return {
    id: contact.id,
    first_name: contact.first_name,
    last_name: contact.last_name,
    email_address: contact.email,
    primary_email_address: [{ email_address: contact.email }],
    vet_account_id: contact.practice_id,
    cstm: {
      cognito_username_c: contact.cognito_username_c,
      portal_access_c: contact.portal_access_c,
      cognito_portal_active_c: contact.cognito_portal_active_c,
    },
  };
}
