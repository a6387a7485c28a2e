import type { ApiClient } from '@callops/api-client';
import { createContext, useContext } from 'react';
import { missingProvider } from './missing-provider';

export const ApiContext = createContext<ApiClient | null>(null);

/** The host's one api-client instance (bearer token, logout event and auth notification wired in). */
export function useApi(): ApiClient {
  return useContext(ApiContext) ?? missingProvider('useApi');
}
