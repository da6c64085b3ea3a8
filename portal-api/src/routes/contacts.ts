import { Hono } from 'hono';
import { memberUpdateSchema, newMemberSchema } from '@portal/contracts/schemas/contact';
import type { StaffEnv } from '../auth/caller.ts';
import { findContactByUsername, findPracticeContact, insertContact, listPracticeContacts, updateMemberKeepingAManager, usernameForEmail } from '../data/contacts.ts';
import type { PortalDb } from '../db/database.ts';
import { forbidden, invalidFields, notFound } from '../http/api-error.ts';
import { validBody } from '../http/validation.ts';
import { IdentityUserExistsError, type IdentityAdmin } from '../identity/identity-admin.ts';
import { generateTemporaryPassword } from '../identity/temporary-password.ts';
import { changedFields, DUPLICATE_EMAIL_MESSAGE, isManager, managerRemovalFields, readRefusal, updateRefusal } from '../rules/members.ts';
import { contactToWire } from '../wire/contact.ts';

/**
 * Practice members: GET vet/contacts, GET and POST contact/{id}, POST contact. `onDeactivated` hears
 * of each member deactivated (the presence hub closes their sockets).
 */
export function contactRoutes(db: PortalDb, identityAdmin: IdentityAdmin, onDeactivated: (contactId: string) => void = () => undefined) {
  return new Hono<StaffEnv>()
    .get('/vet/contacts', async (c) => {
      const contacts = await listPracticeContacts(db, c.get('caller').practiceId);
      return c.json({ data: contacts.map(contactToWire) });
    })
    .get('/contact/:id', async (c) => {
      const caller = c.get('caller');
      const contact = await findPracticeContact(db, caller.practiceId, c.req.param('id'));
      if (!contact) throw notFound();
      const refusal = readRefusal(caller, contact);
      if (refusal) throw forbidden(refusal);
      return c.json({ data: contactToWire(contact) });
    })
    .post('/contact/:id', async (c) => {
      const caller = c.get('caller');
      const member = await findPracticeContact(db, caller.practiceId, c.req.param('id'));
      if (!member) throw notFound();
      const changes = changedFields(member, await validBody(c, memberUpdateSchema));
      const refusal = updateRefusal(caller, member, changes);
      if (refusal) throw forbidden(refusal);
      const removal = managerRemovalFields(member, changes);
      const updated = await updateMemberKeepingAManager(db, member, changes, Object.keys(removal).length > 0);
      if (!updated) throw invalidFields(removal);
      if (changes.cognito_portal_active_c !== undefined) {
        await identityAdmin.setUserEnabled(member.cognito_username_c, changes.cognito_portal_active_c === 1);
        if (changes.cognito_portal_active_c === 0) onDeactivated(member.id);
      }
      return c.json({ data: contactToWire(updated) });
    })
    .post('/contact', async (c) => {
      const caller = c.get('caller');
      if (!isManager(caller)) throw forbidden('Only a Level 3 member can add members');
      const member = await validBody(c, newMemberSchema);
      if (member.vet_account_id !== caller.practiceId) throw forbidden('Members can only be added to your own practice');
      const username = usernameForEmail(member.email_address);
      if (await findContactByUsername(db, username)) throw invalidFields({ email_address: DUPLICATE_EMAIL_MESSAGE });
      try {
        await identityAdmin.createUser({
          username,
          email: member.email_address,
          temporaryPassword: generateTemporaryPassword(),
        });
      } catch (error) {
        if (error instanceof IdentityUserExistsError) throw invalidFields({ email_address: DUPLICATE_EMAIL_MESSAGE });
        throw error;
      }
      const contact = await insertContact(db, {
        practiceId: caller.practiceId,
        firstName: member.first_name,
        lastName: member.last_name,
        email: member.email_address,
        accessLevel: member.portal_access_c,
      });
      return c.json({ data: contactToWire(contact) }, 201);
    });
}
