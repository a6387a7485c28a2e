// @module-federation/runtime/helpers for a remote's bundler runtime: the host's runtime core's helpers.
import { helpers } from '@module-federation/runtime-core';
import { getGlobalFederationInstance } from './runtime.mjs';

export const global = { ...helpers.global, getGlobalFederationInstance };
export const share = helpers.share;
export const utils = helpers.utils;
export default { global, share, utils };
