import type { ConsoleConfig } from '@callops/contracts/console';
import { businessZone } from '@callops/contracts/core';
import { createContext, useContext, useMemo } from 'react';
import { missingProvider } from './missing-provider';

export const AppInfoContext = createContext<ConsoleConfig | null>(null);

/** The /console-config.json the host booted with: mode, mock, version, providers, remotes. */
export function useAppInfo(): ConsoleConfig {
  return useContext(AppInfoContext) ?? missingProvider('useAppInfo');
}

/** The zone every screen shows times in: the business time zone the console booted with (never the browser's). */
export function useBusinessZone(): string {
  const { businessTimezone } = useAppInfo();
  return useMemo(() => businessZone(businessTimezone), [businessTimezone]);
}
