// A remote built to take the federation runtime's core from the host (createAppConfig's
// federationRuntime 'host') finds it here when its page is opened on its own: the core, offered
// where the host's runtime offers it (as @module-federation/inject-external-runtime-core-plugin does).
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
// eslint-disable-next-line no-undef -- set by the build (createStandaloneRuntimeConfig)
globalThis._FEDERATION_RUNTIME_CORE_FROM = __RUNTIME_FROM__;
