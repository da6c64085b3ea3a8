import * as v from 'valibot';
import { EMAIL_MAX, ID_MAX, NAME_MAX, tooLongMessage } from '@portal/contracts/domain/limits';

/** Practice member access levels (spec 001 s6): Level 1 = Vet Staff, Level 3 = Vet Owner. */
export const ACCESS_LEVELS = ['Level 1', 'Level 3'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** Member status on the wire (cognito_portal_active_c): 1 = Active, 0 = Inactive. */
export const MEMBER_STATUSES = [0, 1] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * Required fields start from v.optional(..., '') so that a missing key fails with the field's own
 * message (valibot reports a missing key with the object's generic message otherwise).
 */
const requiredText = (label: string) =>
  v.pipe(
    v.optional(v.string(`${label} is required`), ''),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(NAME_MAX, tooLongMessage(label, NAME_MAX)),
  );

const ACCESS_LEVEL_MESSAGE = 'Access level must be Level 1 or Level 3';
export const accessLevelSchema = v.pipe(
  v.optional(v.string(ACCESS_LEVEL_MESSAGE), ''),
  v.picklist(ACCESS_LEVELS, ACCESS_LEVEL_MESSAGE),
);

/** Accepts 0/1 as numbers or as the strings a select element gives. */
export const memberStatusSchema = v.union(
  [
    v.picklist(MEMBER_STATUSES),
    v.pipe(
      v.picklist(['0', '1']),
      v.transform((status): MemberStatus => (status === '1' ? 1 : 0)),
    ),
  ],
  'Status must be 1 (active) or 0 (inactive)',
);

export const memberEmailSchema = v.pipe(
  v.optional(v.string('Email is required'), ''),
  v.trim(),
  v.nonEmpty('Email is required'),
  v.email('Please enter valid email address'),
  v.maxLength(EMAIL_MAX, tooLongMessage('Email', EMAIL_MAX)),
);

/** Body of POST portal/contact: a new practice member (status starts Active). */
export const newMemberSchema = v.object({
  vet_account_id: v.pipe(v.optional(v.string('Practice is required'), ''), v.nonEmpty('Practice is required'), v.maxLength(ID_MAX, tooLongMessage('Practice', ID_MAX))),
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  email_address: memberEmailSchema,
  portal_access_c: accessLevelSchema,
});

/** Body of POST portal/contact/{id}: every field optional; email is read-only and ignored. */
export const memberUpdateSchema = v.object({
  first_name: v.optional(requiredText('First name')),
  last_name: v.optional(requiredText('Last name')),
  portal_access_c: v.optional(accessLevelSchema),
  cognito_portal_active_c: v.optional(memberStatusSchema),
});
export type MemberUpdate = v.InferOutput<typeof memberUpdateSchema>;

/** The 'New member' form (spec 001 s2.11, s5): the same rules as POST portal/contact, in client names. */
export const newMemberFormSchema = v.object({
  firstName: requiredText('First name'),
  lastName: requiredText('Last name'),
  email: memberEmailSchema,
  accessLevel: accessLevelSchema,
});
export type NewMemberForm = v.InferOutput<typeof newMemberFormSchema>;
export type NewMemberFormInput = v.InferInput<typeof newMemberFormSchema>;
