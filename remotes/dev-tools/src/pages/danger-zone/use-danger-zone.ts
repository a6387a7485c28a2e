import { endpoints } from '@callops/contracts';
import { DANGER_MESSAGES } from '@callops/contracts/danger';
import {
  errorMessageOf,
  isAuthFailure,
  useEndpointMutation,
  useEndpointQuery,
  useNotify,
} from '@callops/shell';
import { deletionMessage } from './danger-zone-rules';

// Each delete toasts how it went and, through the danger tag, reads the status again.

export const useDangerStatus = () => useEndpointQuery(endpoints.danger.status);

export const useDeleteAllData = () =>
  useEndpointMutation(endpoints.danger.deleteAll, {
    success: deletionMessage,
    failure: DANGER_MESSAGES.deleteAllFailed,
  });

export function useDeleteTable() {
  const notify = useNotify();
  return useEndpointMutation(endpoints.danger.deleteTable, {
    success: deletionMessage,
    // 'Failed to delete data from {table}' names the table the call was for.
    onError: (error, input) => {
      if (isAuthFailure(error)) return;
      notify.error(DANGER_MESSAGES.deleteTableFailed(input.params.table), {
        description: errorMessageOf(error),
      });
    },
  });
}
