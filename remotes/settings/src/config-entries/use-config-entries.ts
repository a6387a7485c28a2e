import { endpoints } from '@callops/contracts';
import { CONFIG_MESSAGES, type ConfigGroup, type CreateConfigRequest } from '@callops/contracts/settings';
import { errorMessageOf, useApi, useNotify } from '@callops/shell';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every config read lives under this key, so one change refreshes all settings screens. */
export const CONFIG_QUERY_KEY = ['app-config'] as const;

export function useConfigList() {
  const api = useApi();
  return useQuery({
    queryKey: [...CONFIG_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => api.call(endpoints.appConfig.list, undefined, { signal }),
  });
}

export function useConfigGroup(group: ConfigGroup) {
  const api = useApi();
  return useQuery({
    queryKey: [...CONFIG_QUERY_KEY, 'group', group],
    queryFn: ({ signal }) => api.call(endpoints.appConfig.group, { params: { group } }, { signal }),
  });
}

const failure = (error: unknown) => CONFIG_MESSAGES.updateFailed(errorMessageOf(error, ''));

export interface ConfigChange {
  key: string;
  value: string;
  description?: string | null;
}

/** Saves a value (and description); the toast says how it went. */
export function useUpdateConfig() {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value, description }: ConfigChange) =>
      api.call(endpoints.appConfig.update, {
        params: { key },
        body: description === undefined ? { value } : { value, description },
      }),
    onSuccess: async () => {
      notify.success(CONFIG_MESSAGES.updated);
      await queryClient.invalidateQueries({ queryKey: CONFIG_QUERY_KEY });
    },
    onError: (error) => notify.error(failure(error)),
  });
}

export function useCreateConfig() {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: CreateConfigRequest) => api.call(endpoints.appConfig.create, { body: entry }),
    onSuccess: async () => {
      notify.success(CONFIG_MESSAGES.created);
      await queryClient.invalidateQueries({ queryKey: CONFIG_QUERY_KEY });
    },
    onError: (error) => notify.error(failure(error)),
  });
}

export function useDeleteConfig() {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api.call(endpoints.appConfig.remove, { params: { key } }),
    onSuccess: async () => {
      notify.success(CONFIG_MESSAGES.deleted);
      await queryClient.invalidateQueries({ queryKey: CONFIG_QUERY_KEY });
    },
    onError: (error) => notify.error(failure(error)),
  });
}
