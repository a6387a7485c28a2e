import { endpoints } from '@callops/contracts';
import {
  DO_NOT_CALL_PAGE_SIZE,
  type DoNotCallView,
  DO_NOT_CALL_MESSAGES as TEXT,
} from '@callops/contracts/compliance';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';
import type { PageWindow } from '@callops/ui';
import { keepPreviousData } from '@tanstack/react-query';

export const PAGE_SIZE = DO_NOT_CALL_PAGE_SIZE;

export interface ListFilters {
  q: string;
  view: DoNotCallView;
}

const queryOf = ({ q, view }: ListFilters) => ({ ...(q.trim() ? { q: q.trim() } : {}), view });

/** One page of the list: the previous page stays on screen while the next loads. */
export const useDoNotCallList = (filters: ListFilters, page: PageWindow) =>
  useEndpointQuery(
    endpoints.doNotCall.list,
    { query: { ...queryOf(filters), ...page } },
    { placeholderData: keepPreviousData },
  );

export const useAddDoNotCall = () =>
  useEndpointMutation(endpoints.doNotCall.add, {
    success: (entry) => TEXT.added(entry.phone),
    failure: TEXT.addFailed,
  });

export const useRemoveDoNotCall = () =>
  useEndpointMutation(endpoints.doNotCall.remove, {
    success: (entry) => TEXT.removed(entry.phone),
    failure: TEXT.removeFailed,
  });

export const useImportDoNotCall = () =>
  useEndpointMutation(endpoints.doNotCall.import, {
    success: (result) => TEXT.imported(result),
    failure: TEXT.importFailed,
  });

/** A signed link to the CSV of the current view and search; the browser downloads it. */
export const useDoNotCallExportLink = () =>
  useEndpointMutation(endpoints.doNotCall.exportLink, { failure: TEXT.exportFailed });

export { queryOf };
