import { endpoints } from '@callops/contracts';
import { CONFIG_MESSAGES, type ConfigGroup } from '@callops/contracts/settings';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';

// Every config read sits under the app-config tag, so one change refreshes all settings screens.

export const useConfigList = () => useEndpointQuery(endpoints.appConfig.list);

export const useConfigGroup = (group: ConfigGroup) =>
  useEndpointQuery(endpoints.appConfig.group, { params: { group } });

export const useUpdateConfig = () =>
  useEndpointMutation(endpoints.appConfig.update, {
    success: CONFIG_MESSAGES.updated,
    failure: CONFIG_MESSAGES.updateFailed,
  });

export const useCreateConfig = () =>
  useEndpointMutation(endpoints.appConfig.create, {
    success: CONFIG_MESSAGES.created,
    failure: CONFIG_MESSAGES.updateFailed,
  });

export const useDeleteConfig = () =>
  useEndpointMutation(endpoints.appConfig.remove, {
    success: CONFIG_MESSAGES.deleted,
    failure: CONFIG_MESSAGES.updateFailed,
  });
