import { CONSOLE_CONFIG_ELEMENT_ID, type ConsoleConfig } from '@callops/contracts/console';
import { API_PREFIX, APP_NAME, APP_VERSION } from '@callops/contracts/core';
import type { ServiceContext } from '../../context/service-context';
import { remotesFor } from '../../http/remote-entries';
import { providerModes } from '../../providers/provider-selection';
import { businessTimezone } from '../../settings/live-settings';

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
