import { endpoints } from '@callops/contracts';
import { PAGINATION } from '@callops/contracts/core';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';
import type { PageWindow } from '@callops/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { RECORDINGS_TEXT } from './recordings-text';
import type { FilterKey } from './recordings-view';

export const PAGE_SIZE = PAGINATION.recordingsLimit;

/** One page of recordings of the filter (limit 50): the previous page stays on screen while the next loads. */
export const useRecordings = (filter: FilterKey, page: PageWindow) =>
  useEndpointQuery(
    endpoints.recordings.list,
    {
      query: {
        ...(filter === 'all' ? {} : { status: filter }),
        ...page,
      },
    },
    { placeholderData: keepPreviousData },
  );

export const useRecordingDetail = (id: number | null) =>
  useEndpointQuery(endpoints.recordings.detail, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** A signed link to the CSV of the filter; the browser downloads it (streamed by the server). */
export const useExportLink = () =>
  useEndpointMutation(endpoints.recordings.exportLink, { failure: RECORDINGS_TEXT.exportFailed });

/** Puts a play of a recording in the audit log (silently: the player is what the user is looking at). */
export const useRecordPlay = () => useEndpointMutation(endpoints.recordings.play);
