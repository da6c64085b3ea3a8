import { describe, expect, it } from 'vitest';
import {
  changePasswordError,
  LOGIN_MESSAGES,
  loginErrorMessage,
  RESET_MESSAGES,
  resetErrorOutcome,
  sendCodeErrorMessage,
} from './identity-errors';
import { PASSWORD_RULE_MESSAGE } from './password';

const err = (code: string, message = `${code} message`) => ({ code, name: code, message });

describe('sign-in messages (spec 000 s5)', () => {
  it.each(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'])(
    '%s reads the generic message',
    (code) => expect(loginErrorMessage(err(code))).toBe(LOGIN_MESSAGES.generic),
  );
  it("shows the provider's own message otherwise", () => {
    expect(loginErrorMessage(err('PasswordResetRequiredException', 'Password reset required for the user'))).toBe(
      'Password reset required for the user',
    );
  });
  it('says the service cannot be reached on a network failure', () => {
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(LOGIN_MESSAGES.unreachable);
  });
  it.each([
    ["the identity SDK's network error", Object.assign(new Error('Network error'), { code: 'NetworkError' })],
    ["the API client's network error", Object.assign(new Error('Request failed due to a network error: GET /portal/vet/contacts'), { name: 'NetworkError' })],
    ["the API client's timeout", Object.assign(new Error('Request timed out'), { name: 'TimeoutError' })],
    ["the identity SDK's code that did not arrive", Object.assign(new Error('Loading chunk identity failed.'), { name: 'ChunkLoadError' })],
  ])('says the service cannot be reached for %s, not that the password was wrong', (_what, error) => {
    expect(loginErrorMessage(error)).toBe(LOGIN_MESSAGES.unreachable);
  });
  it('reads the generic message for an unknown failure', () => {
    expect(loginErrorMessage(new Error('odd'))).toBe(LOGIN_MESSAGES.generic);
  });
});

describe('password reset outcomes (spec 000 s8)', () => {
  it('code mismatch returns to the code step', () => {
    expect(resetErrorOutcome(err('CodeMismatchException'))).toEqual({
      kind: 'code-mismatch',
      message: 'Invalid verification code. Click here to try again',
    });
  });
  it('limit exceeded offers a return to login', () => {
    expect(resetErrorOutcome(err('LimitExceededException'))).toEqual({
      kind: 'return-to-login',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });
  it("expired code shows the provider's message with a return to login", () => {
    expect(resetErrorOutcome(err('ExpiredCodeException', 'Invalid code provided, please request a code again.'))).toEqual({
      kind: 'return-to-login',
      message: 'Invalid code provided, please request a code again.',
    });
  });
  it('invalid password shows the password rule', () => {
    expect(resetErrorOutcome(err('InvalidPasswordException'))).toEqual({ kind: 'password-rule', message: PASSWORD_RULE_MESSAGE });
  });
  it("send-code limit puts the provider's message on the email field", () => {
    expect(sendCodeErrorMessage(err('LimitExceededException', 'Attempt limit exceeded, please try after some time.'))).toBe(
      'Attempt limit exceeded, please try after some time.',
    );
  });
  it('answers an unknown address, or one that cannot receive a code, as a known one: on to the code step (issue 29)', () => {
    expect(sendCodeErrorMessage(err('UserNotFoundException', 'User does not exist.'))).toBeNull();
    expect(sendCodeErrorMessage(err('InvalidParameterException', 'Cannot reset password for the user as there is no registered/verified email or phone_number'))).toBeNull();
    expect(resetErrorOutcome(err('UserNotFoundException', 'User does not exist.'))).toEqual({ kind: 'code-mismatch', message: RESET_MESSAGES.codeMismatch });
  });
});

describe('change password outcomes (/manage-practice/update-password)', () => {
  it.each([
    ['NotAuthorizedException', 'oldPassword', 'Your current password is incorrect'],
    ['InvalidPasswordException', 'oldPassword', 'Your current password is incorrect'],
    ['PasswordHistoryPolicyViolationException', 'newPassword', 'You have used this password before. Please choose a new one'],
    ['LimitExceededException', 'root', 'Attempt limit exceeded, please try after some time.'],
  ])('%s marks %s', (code, field, message) => {
    expect(changePasswordError(err(code))).toEqual({ field, message });
  });
  it('anything else reads the default failure', () => {
    expect(changePasswordError(new Error(''))).toEqual({
      field: 'root',
      message: 'Something went wrong. Please verify the information and try again.',
    });
  });
});
