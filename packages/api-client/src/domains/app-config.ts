import { endpoints } from '@callops/contracts';
import type { ConfigGroup } from '@callops/contracts/settings';
import type { CallOptions } from '../client-options';
import type { BodyArgs } from '../endpoint-args';
import type { Transport } from '../transport';

const e = endpoints.appConfig;

export const createAppConfigApi = (t: Transport) => ({
  list: (options?: CallOptions) => t.call(e.list, {}, options),
  get: (key: string, options?: CallOptions) => t.call(e.get, { params: { key } }, options),
  group: (group: ConfigGroup, options?: CallOptions) => t.call(e.group, { params: { group } }, options),
  create: (entry: BodyArgs<typeof e.create>, options?: CallOptions) =>
    t.call(e.create, { body: entry }, options),
  update: (key: string, change: BodyArgs<typeof e.update>, options?: CallOptions) =>
    t.call(e.update, { params: { key }, body: change }, options),
  remove: (key: string, options?: CallOptions) => t.call(e.remove, { params: { key } }, options),
});
