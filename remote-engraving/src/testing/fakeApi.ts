// The one fake portal-api of every app's tests lives in @portal/shared/testing; the owner pages' tests
// import it from here.
export { fakeApi, type FakeAnswer, type FakeReply } from '@portal/shared/testing';
