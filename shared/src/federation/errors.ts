// What a federated load that failed is, for the fallback to say the right thing: the runtime plugin
// (plugin.ts) and the budget (within.ts) answer these.

export class FederatedLoadError extends Error {
  override name = 'FederatedLoadError';
}

/**
 * A remote built against a newer @portal/shared than the page's (the host's): it must not run on the
 * older copy, and fetching it again does not help; the page needs the newer host (a reload, once the host
 * is released). The federation runtime refuses it (strictVersion, shared/build/webpack.mjs).
 */
export class FederatedIncompatibleError extends FederatedLoadError {
  override name = 'FederatedIncompatibleError';
}

const INCOMPATIBLE = /of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs (\S+?)\)?$/m;

/**
 * The runtime's refusal of a remote that needs a newer shared singleton, as a FederatedIncompatibleError
 * (one already typed is answered as it is).
 */
export function incompatibility(error: unknown): FederatedIncompatibleError | undefined {
  if (error instanceof FederatedIncompatibleError) return error;
  const match = error instanceof Error ? INCOMPATIBLE.exec(error.message) : null;
  if (!match) return undefined;
  const [, module, remote, needs] = match;
  return new FederatedIncompatibleError(`${remote} needs ${module} ${needs}, newer than this page's`);
}

/**
 * A load still under way when the budget ran out (a slow network, or a busy computer still evaluating
 * the code): the fallback shows, and `late` settles when the load does, so the area can open by itself.
 */
export class FederatedTimeoutError extends FederatedLoadError {
  override name = 'FederatedTimeoutError';
  constructor(
    message: string,
    readonly late: Promise<unknown>,
  ) {
    super(message);
  }
}
