import type { DoNotCallEntry, DoNotCallSource } from '@callops/contracts/compliance';
import { dateTimeText } from '@callops/contracts/core';
import { DO_NOT_CALL_TEXT as TEXT } from './do-not-call-text';

/** An instant as the operators read it, in the business zone. */
export const instantLabel = (iso: string, zone: string): string => dateTimeText(iso, zone);

export const sourceLabel = (source: DoNotCallSource) => TEXT.sources[source];

/** 'Mar 11, 2026, 10:30 a.m. by alice' (or the call, for an opt-out). */
export const addedLabel = (entry: DoNotCallEntry, zone: string) =>
  TEXT.byOn(entry.added_by, instantLabel(entry.added_at, zone));

/** When and by whom it was taken off the list; 'On the list' while it is on it. */
export const removedLabel = (entry: DoNotCallEntry, zone: string) =>
  entry.removed_at ? TEXT.byOn(entry.removed_by, instantLabel(entry.removed_at, zone)) : TEXT.onList;

export const emptyText = (searching: boolean) => (searching ? TEXT.emptySearch : TEXT.empty);
