import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FederatedIncompatibleError } from './errors';
import { FEDERATED_RETRY_BACKOFF_MS, portalFederationPlugin, retryUntil } from './plugin';

type Hooks = Required<Pick<ModuleFederationRuntimePlugin, 'loadEntryError' | 'errorLoadRemote' | 'getModuleFactory'>>;
type Args<K extends keyof Hooks> = Parameters<Hooks[K]>[0];
type RemoteEntryExports = Args<'getModuleFactory'>['remoteEntryExports'];

const hook = <K extends keyof Hooks>(name: K) => portalFederationPlugin()[name] as Hooks[K];

/** The runtime's error for an entry script that did not arrive (runtime-core utils/load.js). */
const entryError = (url: string) =>
  new Error(`[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\nScriptNetworkError: Failed to load script "${url}"`);
const INCOMPATIBLE =
  '[ Federation Runtime ]: Version 1.1.0 from host of shared singleton module @portal/shared/session does not satisfy the requirement of remote_engraving which needs ^1.2.0)';

let remote = 0;
/** A remote name per test: the retries' budget is kept per remote. */
const nextRemote = () => `remote_plugin_test_${++remote}`;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('retries after 300 ms and then 900 ms', () => {
  expect(FEDERATED_RETRY_BACKOFF_MS).toEqual([300, 900]);
});

describe('loadEntryError: a remote entry script that did not arrive', () => {
  function entryArgs(name: string, getRemoteEntry: () => Promise<unknown>) {
    const uniqueKey = `${name}:http://localhost:8082/remoteEntry.js`;
    const globalLoading: Record<string, Promise<unknown> | undefined> = { [uniqueKey]: new Promise(() => undefined) };
    const seen: unknown[] = [];
    const args = {
      getRemoteEntry: vi.fn((params: { remoteInfo: { entry: string }; remoteEntryExports: unknown }) => {
        seen.push([globalLoading[uniqueKey], params.remoteInfo.entry, params.remoteEntryExports]);
        return getRemoteEntry();
      }),
      origin: {},
      remoteInfo: { name, entry: 'http://localhost:8082/remoteEntry.js' },
      remoteEntryExports: undefined,
      globalLoading,
      uniqueKey,
    };
    return { args: args as unknown as Args<'loadEntryError'>, getRemoteEntry: args.getRemoteEntry, seen };
  }

  it('is fetched again after 300 ms and then 900 ms, the failed load dropped before each, then given up', async () => {
    const { args, getRemoteEntry, seen } = entryArgs(nextRemote(), () => Promise.reject(entryError('remoteEntry.js')));
    const recovered = hook('loadEntryError')(args);
    await vi.advanceTimersByTimeAsync(299);
    expect(getRemoteEntry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(899);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    // Given up: the runtime fails with its own error.
    await expect(recovered).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    // The same entry, with the failed load dropped (else getRemoteEntry would answer that load itself).
    const entryTry = [undefined, 'http://localhost:8082/remoteEntry.js', undefined];
    expect(seen).toEqual([entryTry, entryTry]);
  });

  it('answers the entry of the retry that arrived', async () => {
    const container = { init: vi.fn(), get: vi.fn() };
    const { args, getRemoteEntry } = entryArgs(nextRemote(), vi.fn().mockRejectedValueOnce(entryError('remoteEntry.js')).mockResolvedValue(container));
    const recovered = hook('loadEntryError')(args);
    await vi.advanceTimersByTimeAsync(1200);
    await expect(recovered).resolves.toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('does not try again an entry that arrived and threw while it ran', async () => {
    const { args, getRemoteEntry } = entryArgs(nextRemote(), () =>
      Promise.reject(new Error('[ Federation Runtime ]: #RUNTIME-008 ScriptExecutionError: Script "remoteEntry.js" loaded but threw')),
    );
    const recovered = hook('loadEntryError')(args);
    await vi.advanceTimersByTimeAsync(1200);
    await expect(recovered).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });

  it('does not start a retry its pause would leave no time for in the budget of the loads waiting', async () => {
    const name = nextRemote();
    retryUntil(name, Date.now() + 1000);
    const { args, getRemoteEntry } = entryArgs(name, () => Promise.reject(entryError('remoteEntry.js')));
    const recovered = hook('loadEntryError')(args);
    await vi.advanceTimersByTimeAsync(300);
    await expect(recovered).resolves.toBeUndefined();
    // 300 ms fitted; 300 + 900 would have ended past the budget.
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
  });
});

describe('errorLoadRemote', () => {
  const remoteInfo = (name: string) => ({ name, entry: 'http://localhost:8082/mf-manifest.json' });

  it('turns the refusal of a remote that needs a newer @portal/shared into a FederatedIncompatibleError, with nothing tried again', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const args = { id: 'remote_engraving/EngravingSteps', error: new Error(INCOMPATIBLE), from: 'runtime', lifecycle: 'onLoad', origin: {} };
    const refused = hook('errorLoadRemote')(args as unknown as Args<'errorLoadRemote'>);
    await expect(refused).rejects.toThrow(FederatedIncompatibleError);
    await expect(refused).rejects.toThrow('remote_engraving needs @portal/shared/session ^1.2.0, newer than this page');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('leaves other failures of a load, and the refusals met while sharing, to the runtime', async () => {
    const onLoad = { id: 'remote_catalog/routes', error: entryError('remoteEntry.js'), from: 'runtime', lifecycle: 'onLoad', origin: {} };
    await expect(hook('errorLoadRemote')(onLoad as unknown as Args<'errorLoadRemote'>)).resolves.toBeUndefined();
    const sharing = { ...onLoad, error: new Error(INCOMPATIBLE), lifecycle: 'beforeLoadShare' };
    await expect(hook('errorLoadRemote')(sharing as unknown as Args<'errorLoadRemote'>)).resolves.toBeUndefined();
  });

  it('fetches a manifest that did not arrive again after 300 ms and then 900 ms, and answers the one that arrived', async () => {
    const manifest = { metaData: {}, exposes: [], shared: [] };
    const fetchSpy = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchSpy);
    const name = nextRemote();
    const args = { id: remoteInfo(name).entry, error: new TypeError('Failed to fetch'), from: 'runtime', lifecycle: 'afterResolve', remote: remoteInfo(name), origin: {} };
    const recovered = hook('errorLoadRemote')(args as unknown as Args<'errorLoadRemote'>);
    await vi.advanceTimersByTimeAsync(300);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('http://localhost:8082/mf-manifest.json');
    await vi.advanceTimersByTimeAsync(900);
    await expect(recovered).resolves.toEqual(manifest);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('gives a manifest up after two retries (the runtime then fails with its own error); one that is not a manifest is not fetched again', async () => {
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.resolve(new Response('Not found', { status: 404 })));
    vi.stubGlobal('fetch', fetchSpy);
    const name = nextRemote();
    const args = { id: remoteInfo(name).entry, error: new SyntaxError('Unexpected token'), from: 'runtime', lifecycle: 'afterResolve', remote: remoteInfo(name), origin: {} };
    const recovered = hook('errorLoadRemote')(args as unknown as Args<'errorLoadRemote'>);
    await vi.advanceTimersByTimeAsync(1200);
    await expect(recovered).resolves.toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledTimes(2);

    const invalid = { ...args, error: new Error(`"${args.id}" is not a valid federation manifest for remote "${name}". Missing required fields: shared.`) };
    await expect(hook('errorLoadRemote')(invalid as unknown as Args<'errorLoadRemote'>)).resolves.toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});

describe('getModuleFactory', () => {
  const factoryArgs = (name: string, get: (expose: string) => Promise<unknown>) =>
    ({ remoteEntryExports: { init: vi.fn(), get: vi.fn(get) }, expose: './routes', moduleInfo: { name, entry: 'x' } }) as unknown as Args<'getModuleFactory'> & {
      remoteEntryExports: { get: ReturnType<typeof vi.fn> };
    };

  it("asks the remote's container again for a module whose chunk did not arrive", async () => {
    const factory = () => ({ default: 'routes' });
    const args = factoryArgs(nextRemote(), vi.fn().mockRejectedValueOnce(new Error('Loading chunk 12 failed.')).mockResolvedValue(factory));
    const got = hook('getModuleFactory')(args);
    await vi.advanceTimersByTimeAsync(300);
    await expect(got).resolves.toBe(factory);
    expect(args.remoteEntryExports.get).toHaveBeenCalledTimes(2);
    expect(args.remoteEntryExports.get).toHaveBeenCalledWith('./routes');
  });

  it('does not ask again a remote that does not have the module', async () => {
    const args = factoryArgs(nextRemote(), () => Promise.reject(new Error('Module "./routes" does not exist in container.')));
    const got = hook('getModuleFactory')(args);
    await expect(got).rejects.toThrow('does not exist in container');
    expect(args.remoteEntryExports.get).toHaveBeenCalledTimes(1);
  });
});

describe('on the federation runtime (runtime-core 2.9.2)', () => {
  /** A page's runtime with one remote, whose entry script `arrives` on the given tries (a test plugin stands for the script loader). */
  function page(arrives: (attempt: number) => boolean, container: { init: () => Promise<void>; get: (expose: string) => Promise<() => unknown> }) {
    const name = nextRemote();
    let attempts = 0;
    const loader: ModuleFederationRuntimePlugin = {
      name: 'test-entry-loader',
      loadEntry() {
        attempts += 1;
        if (!arrives(attempts)) return Promise.reject(entryError(`http://localhost:8082/${name}.js`));
        // A webpack container, whose get answers a promise (the runtime's type says a factory).
        return Promise.resolve(container as unknown as RemoteEntryExports);
      },
    };
    const instance = createInstance({
      name: `host_of_${name}`,
      remotes: [{ name, entry: `http://localhost:8082/${name}.js` }],
      shared: {},
      plugins: [portalFederationPlugin(), loader],
    });
    return { instance, name, attempts: () => attempts };
  }
  const container = (get: (expose: string) => Promise<() => unknown>) => ({ init: vi.fn(() => Promise.resolve()), get: vi.fn(get) });

  it('loads a remote whose entry script arrives at the third try', async () => {
    const { instance, name, attempts } = page((n) => n === 3, container(() => Promise.resolve(() => ({ default: 'routes' }))));
    const loading = instance.loadRemote(`${name}/routes`);
    await vi.advanceTimersByTimeAsync(1200);
    await expect(loading).resolves.toEqual({ default: 'routes' });
    expect(attempts()).toBe(3);
  });

  it("fails with the runtime's error when the entry never arrives, after three tries; the next load fetches it anew", async () => {
    let up = false;
    const { instance, name, attempts } = page(() => up, container(() => Promise.resolve(() => ({ default: 'routes' }))));
    const loading = instance.loadRemote(`${name}/routes`);
    const failed = expect(loading).rejects.toThrow('RUNTIME-008');
    await vi.advanceTimersByTimeAsync(1200);
    await failed;
    expect(attempts()).toBe(3);
    up = true;
    await expect(instance.loadRemote(`${name}/routes`)).resolves.toEqual({ default: 'routes' });
    expect(attempts()).toBe(4);
  });

  it('rejects a remote that needs a newer @portal/shared with a FederatedIncompatibleError, asked once', async () => {
    const remote = container(() =>
      Promise.resolve(() => {
        throw new Error(INCOMPATIBLE);
      }),
    );
    const { instance, name } = page(() => true, remote);
    const loading = instance.loadRemote(`${name}/routes`);
    const refused = expect(loading).rejects.toThrow(FederatedIncompatibleError);
    await vi.advanceTimersByTimeAsync(1200);
    await refused;
    expect(remote.get).toHaveBeenCalledTimes(1);
  });
});
