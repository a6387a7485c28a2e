import { type ConsoleConfig, consoleConfigSchema } from '@callops/contracts/console';
import { requestConsoleConfig } from './console-config-request';

/** The validated console config; throws when it cannot be fetched or does not match the contract. */
export async function loadConsoleConfig(options: { retry?: boolean } = {}): Promise<ConsoleConfig> {
  return consoleConfigSchema.parse(await requestConsoleConfig(options));
}
