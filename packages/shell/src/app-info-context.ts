import type { ConsoleConfig } from '@callops/contracts/console';
import { createContext, useContext } from 'react';
import { missingProvider } from './missing-provider';

export const AppInfoContext = createContext<ConsoleConfig | null>(null);

/** The /console-config.json the host booted with: mode, mock, version, providers, remotes. */
export function useAppInfo(): ConsoleConfig {
  return useContext(AppInfoContext) ?? missingProvider('useAppInfo');
}
