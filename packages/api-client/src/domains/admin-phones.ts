import { endpoints } from '@callops/contracts';
import type { CallOptions } from '../client-options';
import { adminPhones } from '../tolerant-responses';
import type { Transport } from '../transport';

const e = endpoints.adminPhones;

/** Every call answers the list as it now is. */
export const createAdminPhonesApi = (t: Transport) => ({
  list: async (options?: CallOptions) => adminPhones(await t.call(e.list, {}, options)),
  add: async (phoneNumber: string, options?: CallOptions) =>
    adminPhones(await t.call(e.add, { body: { phoneNumber } }, options)),
  update: async (oldPhoneNumber: string, newPhoneNumber: string, options?: CallOptions) =>
    adminPhones(await t.call(e.update, { body: { oldPhoneNumber, newPhoneNumber } }, options)),
  remove: async (phoneNumber: string, options?: CallOptions) =>
    adminPhones(await t.call(e.remove, { body: { phoneNumber } }, options)),
  clear: async (options?: CallOptions) => adminPhones(await t.call(e.clear, {}, options)),
});
