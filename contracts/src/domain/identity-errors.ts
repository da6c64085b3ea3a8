// What a person reads when the identity provider refuses a sign-in or a reset (spec 000 s5, s8).
import { PASSWORD_RULE_MESSAGE } from './password';

export const LOGIN_MESSAGES = {
  usernameMissing: 'Username is invalid or missing',
  passwordMissing: 'Password is invalid or missing',
  generic: 'Please verify your email and password are correct and try again.',
  unreachable: 'We could not reach the sign-in service. Please check your connection and try again.',
  noContact:
    'Your sign-in worked, but this account is not linked to a vet practice in the portal. Please contact our Client Care team.',
} as const;

export const RESET_MESSAGES = {
  /** Spec 000 s5's message of the email field: said for an empty or malformed address only (issue 29). */
  emailInvalid: 'Email is invalid or not registered',
  codeInvalid: 'The verification code is invalid',
  passwordMismatch: 'Password is invalid / do not match',
  codeMismatch: 'Invalid verification code. Click here to try again',
  attemptLimit: 'Attempt limit exceeded, please try after some time.',
  passwordRule: PASSWORD_RULE_MESSAGE,
} as const;

export const DEFAULT_FAILURE = 'Something went wrong. Please verify the information and try again.';

export interface IdentityError {
  code?: string;
  name?: string;
  message?: string;
}

/** An error the identity provider answered with (it carries a code such as NotAuthorizedException). */
export function isIdentityError(error: unknown): error is IdentityError {
  return Boolean(error && typeof error === 'object' && typeof (error as IdentityError).code === 'string');
}

const codeOf = (error: unknown): string | undefined => (isIdentityError(error) ? error.code : undefined);

const messageOf = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as IdentityError;
  return message || undefined;
};

/**
 * A failure of the connection rather than an answer: the Cognito SDK's NetworkError (its code), the API
 * client's NetworkError or TimeoutError (ky's names), or the SDK's own code that did not arrive
 * (webpack's ChunkLoadError: the SDK loads on the first submit).
 */
function isConnectionFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name } = error as IdentityError;
  return code === 'NetworkError' || name === 'NetworkError' || name === 'TimeoutError' || name === 'ChunkLoadError';
}

/**
 * Sign-in failure: a wrong username or password reads the generic message (the local identity
 * stand-in says InvalidPasswordException for a wrong password; DESIGN.md); anything else the
 * provider explains in its own words. A connection that failed (the sign-in service or the portal not
 * reached) says so, not that the password was wrong.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof TypeError || isConnectionFailure(error)) return LOGIN_MESSAGES.unreachable;
  switch (codeOf(error)) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
    case 'InvalidPasswordException':
    case undefined:
      return LOGIN_MESSAGES.generic;
    default:
      return messageOf(error) ?? LOGIN_MESSAGES.generic;
  }
}

export type ResetErrorOutcome =
  | { kind: 'code-mismatch'; message: string }
  | { kind: 'return-to-login'; message: string }
  | { kind: 'password-rule'; message: string }
  | { kind: 'other'; message: string };

/** The last step of a password reset failed: what to say and where to go (spec 000 s8). */
export function resetErrorOutcome(error: unknown): ResetErrorOutcome {
  switch (codeOf(error)) {
    // An address with no account had no code to match (UserNotFoundException): the same answer as a
    // wrong code (issue 29), as Cognito gives with PreventUserExistenceErrors.
    case 'CodeMismatchException':
    case 'UserNotFoundException':
      return { kind: 'code-mismatch', message: RESET_MESSAGES.codeMismatch };
    case 'LimitExceededException':
      return { kind: 'return-to-login', message: RESET_MESSAGES.attemptLimit };
    case 'ExpiredCodeException':
      return { kind: 'return-to-login', message: messageOf(error) ?? 'Invalid code provided, please request a code again.' };
    case 'InvalidPasswordException':
    case 'InvalidParameterException':
      return { kind: 'password-rule', message: RESET_MESSAGES.passwordRule };
    default:
      return { kind: 'other', message: messageOf(error) ?? DEFAULT_FAILURE };
  }
}

/**
 * What the code step says, for every address alike: whether an account uses it is not told (issue 29).
 */
export const codeSentMessage = (email: string) => `If an account uses ${email}, we have sent a verification code to it. It can take a minute to arrive.`;

/**
 * Step 1 of the reset failed: the message for the email field, or null when the page goes on to the
 * code step as if the code was sent. An unknown address (UserNotFoundException: cognito-local, or a pool
 * client without PreventUserExistenceErrors) and an account that cannot receive a code
 * (InvalidParameterException: no verified email) answer exactly as a known address does, so the page
 * tells no one who has an account (issue 29; a malformed address never reaches the provider: the
 * form's own check names it). Too many requests put the provider's message on the field (spec 000 s8).
 */
export function sendCodeErrorMessage(error: unknown): string | null {
  switch (codeOf(error)) {
    case 'LimitExceededException':
      return messageOf(error) ?? RESET_MESSAGES.attemptLimit;
    case 'UserNotFoundException':
    case 'InvalidParameterException':
      return null;
    default:
      return messageOf(error) ?? DEFAULT_FAILURE;
  }
}

export const CHANGE_PASSWORD_MESSAGES = {
  currentIncorrect: 'Your current password is incorrect',
  sameAsCurrent: 'Your new password must be different from your current password',
  usedBefore: 'You have used this password before. Please choose a new one',
  changed: 'Your password has been changed.',
} as const;

/**
 * Changing one's password failed (/manage-practice/update-password): which field to mark and what to
 * say. A wrong current password is NotAuthorizedException on Cognito and InvalidPasswordException
 * on the local stand-in (DESIGN.md); the new password has already met the rule, which is the pool's
 * policy, so both mean the current password. A password in the user's history (the current one on
 * the stand-in; the last few on a Cognito pool with password history) is the new password's fault.
 */
export function changePasswordError(error: unknown): { field: 'oldPassword' | 'newPassword' | 'root'; message: string } {
  switch (codeOf(error)) {
    case 'NotAuthorizedException':
    case 'InvalidPasswordException':
      return { field: 'oldPassword', message: CHANGE_PASSWORD_MESSAGES.currentIncorrect };
    case 'PasswordHistoryPolicyViolationException':
      return { field: 'newPassword', message: CHANGE_PASSWORD_MESSAGES.usedBefore };
    case 'LimitExceededException':
      return { field: 'root', message: RESET_MESSAGES.attemptLimit };
    default:
      return { field: 'root', message: messageOf(error) ?? DEFAULT_FAILURE };
  }
}
