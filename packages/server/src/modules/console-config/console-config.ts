import {
  CONSOLE_CONFIG_ELEMENT_ID,
  type ConsoleConfig,
  DEV_ONLY_REMOTES,
  REMOTE_NAMES,
  type RemoteName,
} from '@callops/contracts/console';
import { API_PREFIX, APP_NAME, APP_VERSION } from '@callops/contracts/core';
import type { AppConfig } from '../../config';
import type { ServiceContext } from '../../context/service-context';
import { providerModes } from '../../providers/provider-selection';
import { businessTimezone } from '../app-config/live-settings';

/** The entry of a remote served by this server from its web root (the host fetches its manifest there). */
export const servedRemoteEntry = (name: RemoteName) => `/remotes/${name}/mf-manifest.json`;

/** Production never registers the development-only remotes. */
export function remotesFor(config: AppConfig): { name: RemoteName; entry: string }[] {
  return REMOTE_NAMES.filter((name) => config.mode === 'development' || !DEV_ONLY_REMOTES.includes(name)).map(
    (name) => ({ name, entry: config.remoteEntries[name] ?? servedRemoteEntry(name) }),
  );
}

/** What the host needs at boot: served as /console-config.json and inlined into the page the server sends. */
export async function consoleConfig(ctx: ServiceContext): Promise<ConsoleConfig> {
  const providers = await providerModes(ctx);
  return {
    name: APP_NAME,
    mode: ctx.app.config.mode,
    mock: Object.values(providers).some((m) => m === 'simulated'),
    version: APP_VERSION,
    apiBase: API_PREFIX,
    remotes: remotesFor(ctx.app.config),
    providers,
    businessTimezone: await businessTimezone(ctx),
  };
}

/**
 * The config as an inert JSON data block for the page's head, so the host has it without a request of its own.
 * `<` is escaped so no value can close the script element.
 */
export const consoleConfigScript = (config: ConsoleConfig): string =>
  `<script id="${CONSOLE_CONFIG_ELEMENT_ID}" type="application/json">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
