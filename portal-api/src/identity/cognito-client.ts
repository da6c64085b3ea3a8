import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/**
 * An SDK client for the pool's region; with a local endpoint it uses dummy credentials (the stand-in
 * checks none), otherwise the SDK's usual credential chain.
 */
export function createCognitoClient({ region, endpoint }: { region: string; endpoint?: string | undefined }) {
  return new CognitoIdentityProviderClient(
    endpoint
      ? { region, endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : { region },
  );
}

/** True for an SDK error of the given exception name. */
export function isIdentityError(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}
