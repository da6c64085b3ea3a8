// A fake identity provider for component tests: the `Identity` a page is handed (the host's services,
// or IdentityProvider for a remote), each call a vi.fn the test can answer and count. Its refusals are
// shaped as amazon-cognito-identity-js hands them on (its src/Client.js), so the page reads them as it
// reads the real provider's.
import { vi } from 'vitest';
import type { Identity } from '@portal/shared/identity';

/**
 * The provider refused (an HTTP 400 with `{ __type, message }`): the SDK's Error with the type as its
 * name and code. The local identity stand-in (cognito-local) says, for example,
 * `InvalidPasswordException` 'Invalid password' for a wrong password and `CodeMismatchException`
 * 'Incorrect confirmation code' for a wrong reset code.
 */
export function identityRefusal(code: string, message: string): Error & { code: string } {
  return Object.assign(new Error(message), { name: code, code });
}

/** The request never reached the provider (fetch failed with a TypeError): the SDK's 'Network error', code NetworkError. */
export function identityUnreachable(): Error & { code: string } {
  return Object.assign(new Error('Network error'), { code: 'NetworkError' });
}

/**
 * A provider that accepts everything (signs in with 'test-token', sends and confirms reset codes,
 * changes passwords) and has no one signed in, unless the test hands other answers.
 */
export function fakeIdentity(answers: Partial<Identity> = {}) {
  return {
    signIn: vi.fn<Identity['signIn']>(answers.signIn ?? (() => Promise.resolve({ kind: 'signed-in', accessToken: 'test-token' }))),
    completeNewPassword: vi.fn<Identity['completeNewPassword']>(answers.completeNewPassword ?? (() => Promise.resolve('test-token'))),
    currentAccessToken: vi.fn<Identity['currentAccessToken']>(answers.currentAccessToken ?? (() => Promise.resolve(null))),
    forgotPassword: vi.fn<Identity['forgotPassword']>(answers.forgotPassword ?? (() => Promise.resolve())),
    confirmPassword: vi.fn<Identity['confirmPassword']>(answers.confirmPassword ?? (() => Promise.resolve())),
    changePassword: vi.fn<Identity['changePassword']>(answers.changePassword ?? (() => Promise.resolve())),
    signOut: vi.fn<Identity['signOut']>(answers.signOut ?? (() => Promise.resolve())),
  } satisfies Identity;
}
