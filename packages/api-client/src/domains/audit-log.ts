import { endpoints } from '@callops/contracts';
import type { CallOptions } from '../client-options';
import type { QueryArgs } from '../endpoint-args';
import type { Transport } from '../transport';

const e = endpoints.auditLog;

export const createAuditLogApi = (t: Transport) => ({
  list: (query: QueryArgs<typeof e.list> = {}, options?: CallOptions) => t.call(e.list, { query }, options),
});
