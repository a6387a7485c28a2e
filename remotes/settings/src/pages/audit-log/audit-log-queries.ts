import { endpoints } from '@callops/contracts';
import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogFilters,
  AUDIT_LOG_MESSAGES as TEXT,
} from '@callops/contracts/audit-log';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';
import { keepPreviousData } from '@tanstack/react-query';

export const PAGE_SIZE = AUDIT_LOG_PAGE_SIZE;

/** One page of the filtered log: the previous page stays on screen while the next loads. */
export const useAuditLog = (filters: AuditLogFilters, page: number) =>
  useEndpointQuery(
    endpoints.auditLog.list,
    { query: { ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );

/** The users, actions and entities the filters offer. */
export const useAuditFacets = () => useEndpointQuery(endpoints.auditLog.facets);

/** A signed link to the CSV of the current filters; the browser downloads it. */
export const useAuditLogExportLink = () =>
  useEndpointMutation(endpoints.auditLog.exportLink, { failure: TEXT.exportFailed });
