import * as v from 'valibot';
import { LOGIN_MESSAGES, RESET_MESSAGES } from '@portal/contracts/domain/identity-errors';
import { meetsPasswordRule, PASSWORD_RULE_MESSAGE } from '@portal/contracts/domain/password';

const email = (message: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.email(message));

export const LoginSchema = v.object({
  username: email(LOGIN_MESSAGES.usernameMissing),
  password: v.pipe(v.string(), v.nonEmpty(LOGIN_MESSAGES.passwordMissing)),
});
export type LoginValues = v.InferOutput<typeof LoginSchema>;

export const EmailStepSchema = v.object({ email: email(RESET_MESSAGES.emailInvalid) });
export const CodeStepSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty(RESET_MESSAGES.codeInvalid), v.regex(/^\d{4,8}$/, RESET_MESSAGES.codeInvalid)),
});
export const PasswordStepSchema = v.pipe(
  v.object({
    password: v.pipe(
      v.string(),
      v.nonEmpty(RESET_MESSAGES.passwordMismatch),
      v.check(meetsPasswordRule, PASSWORD_RULE_MESSAGE),
    ),
    confirmPassword: v.pipe(v.string(), v.nonEmpty(RESET_MESSAGES.passwordMismatch)),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      RESET_MESSAGES.passwordMismatch,
    ),
    ['confirmPassword'],
  ),
);
