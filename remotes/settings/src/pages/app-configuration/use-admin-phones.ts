import { endpoints } from '@callops/contracts';
import { ADMIN_PHONE_MESSAGES } from '@callops/contracts/settings';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';

export const useAdminPhones = () => useEndpointQuery(endpoints.adminPhones.list);

/** Each change toasts how it went and reads the phones (and the admin_phone_numbers setting) again. */
export function useAdminPhoneChanges() {
  const m = ADMIN_PHONE_MESSAGES;
  return {
    add: useEndpointMutation(endpoints.adminPhones.add, { success: m.added, failure: m.addFailed }),
    update: useEndpointMutation(endpoints.adminPhones.update, {
      success: m.updated,
      failure: m.updateFailed,
    }),
    remove: useEndpointMutation(endpoints.adminPhones.remove, {
      success: m.removed,
      failure: m.removeFailed,
    }),
    clear: useEndpointMutation(endpoints.adminPhones.clear, { success: m.cleared, failure: m.clearFailed }),
  };
}
