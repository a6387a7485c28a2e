import { endpoints } from '@callops/contracts';
import { ADMIN_PHONE_MESSAGES, type AdminPhonesResponse } from '@callops/contracts/settings';
import { errorMessageOf, useApi, useNotify } from '@callops/shell';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONFIG_QUERY_KEY } from '../../config-entries/use-config-entries';

export const ADMIN_PHONES_QUERY_KEY = ['admin-phones'] as const;

export function useAdminPhones() {
  const api = useApi();
  return useQuery({
    queryKey: ADMIN_PHONES_QUERY_KEY,
    queryFn: ({ signal }) => api.call(endpoints.adminPhones.list, undefined, { signal }),
  });
}

/**
 * One admin-phone change: the answer is the updated list, shown at once; the admin_phone_numbers setting is read
 * again too. `done` and `failed` are the toasts.
 */
function usePhoneChange<Input>(
  change: (input: Input) => Promise<AdminPhonesResponse>,
  done: string,
  failed: string,
) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (result) => {
      queryClient.setQueryData(ADMIN_PHONES_QUERY_KEY, result);
      notify.success(done);
      await queryClient.invalidateQueries({ queryKey: CONFIG_QUERY_KEY });
    },
    onError: (error) => notify.error(failed, { description: errorMessageOf(error) }),
  });
}

export function useAdminPhoneChanges() {
  const api = useApi();
  return {
    add: usePhoneChange(
      (phone: string) => api.call(endpoints.adminPhones.add, { body: { phoneNumber: phone } }),
      ADMIN_PHONE_MESSAGES.added,
      ADMIN_PHONE_MESSAGES.addFailed,
    ),
    update: usePhoneChange(
      ({ from, to }: { from: string; to: string }) =>
        api.call(endpoints.adminPhones.update, { body: { oldPhoneNumber: from, newPhoneNumber: to } }),
      ADMIN_PHONE_MESSAGES.updated,
      ADMIN_PHONE_MESSAGES.updateFailed,
    ),
    remove: usePhoneChange(
      (phone: string) => api.call(endpoints.adminPhones.remove, { body: { phoneNumber: phone } }),
      ADMIN_PHONE_MESSAGES.removed,
      ADMIN_PHONE_MESSAGES.removeFailed,
    ),
    clear: usePhoneChange(
      () => api.call(endpoints.adminPhones.clear),
      ADMIN_PHONE_MESSAGES.cleared,
      ADMIN_PHONE_MESSAGES.clearFailed,
    ),
  };
}
