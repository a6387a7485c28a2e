// What a remote's bundler runtime (@module-federation/webpack-bundler-runtime) uses of @module-federation/runtime:
// `init` and `getRemoteEntry`, on the runtime core the host's page provides (externalRuntime). The package itself
// would bring its error table and the host-side API (loadRemote, registerRemotes, ...) into every remoteEntry.js.
import {
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  ModuleFederation,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

export { getRemoteEntry };

/** The build's identifier the federation plugin defines (FEDERATION_BUILD_IDENTIFIER), or ''. */
const buildId = () => (typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '');

/** The instance of this container already registered on the page (@module-federation/runtime's own lookup). */
export function getGlobalFederationInstance(name, version) {
  const id = buildId();
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    ({ options }) =>
      (id && options.id === id) ||
      (options.name === name && !options.version && !version) ||
      (options.name === name && version && options.version === version),
  );
}

/** @module-federation/runtime's `init`: this container's federation instance, created once. */
export function init(options) {
  const existing = getGlobalFederationInstance(options.name, options.version);
  const normalized = { ...options, id: options.id || '' };
  if (existing) {
    existing.initOptions(normalized);
    return existing;
  }
  const Federation = getGlobalFederationConstructor() || ModuleFederation;
  const instance = new Federation({ id: `${options.name}@${options.version || Date.now()}`, ...normalized });
  setGlobalFederationInstance(instance);
  return instance;
}
