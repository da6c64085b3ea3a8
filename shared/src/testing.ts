// The test kit of every app: one render helper with the portal's providers, one fake portal-api, a fake
// identity provider, and the wire shapes tests answer with. Stores are reset after each test by the shared vitest setup.
export { renderWithProviders } from './testing/render';
export { deferred, fakeApi, type FakeAnswer, type FakeReply, type SentCall } from './testing/fakeApi';
export { bookingDto, contactDto, signInAs, loadTestConfig, vetDto } from './testing/dtos';
export { fakeIdentity, identityRefusal, identityUnreachable } from './testing/fakeIdentity';
export { PHOTO_MEMORIAL_TILE, PHOTO_PLAQUE_URN } from './testing/plaque-configs';
