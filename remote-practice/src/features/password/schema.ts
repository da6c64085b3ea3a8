import * as v from 'valibot';
import { CHANGE_PASSWORD_MESSAGES, RESET_MESSAGES } from '@portal/contracts/domain/identity-errors';
import { meetsPasswordRule, PASSWORD_RULE_MESSAGE } from '@portal/contracts/domain/password';

/**
 * Current password, and a new one that meets the password rule (spec 000 s5), differs from the
 * current one (the identity stand-in refuses it too), and is typed twice.
 */
export const UpdatePasswordSchema = v.pipe(
  v.object({
    oldPassword: v.pipe(v.string(), v.nonEmpty('Please enter your current password')),
    newPassword: v.pipe(v.string(), v.nonEmpty(PASSWORD_RULE_MESSAGE), v.check(meetsPasswordRule, PASSWORD_RULE_MESSAGE)),
    confirmPassword: v.pipe(v.string(), v.nonEmpty(RESET_MESSAGES.passwordMismatch)),
  }),
  v.forward(
    v.partialCheck(
      [['oldPassword'], ['newPassword']],
      (input) => input.newPassword !== input.oldPassword,
      CHANGE_PASSWORD_MESSAGES.sameAsCurrent,
    ),
    ['newPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      RESET_MESSAGES.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
);
export type UpdatePasswordValues = v.InferOutput<typeof UpdatePasswordSchema>;
