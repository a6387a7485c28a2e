export { createSharedConfig, SHARED_PACKAGES, SHARED_WORKSPACE_PACKAGES } from './mf-shared.mjs';
export * from './remotes.cjs';
export { createHostConfig, createRemoteConfig, DEV_SERVER_SOCKET_PATH } from './rspack-config.mjs';
