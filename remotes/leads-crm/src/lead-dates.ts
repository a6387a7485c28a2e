import { dateText, dateTimeText } from '@callops/contracts/core';

/** 'Mar 11, 2026' in the business zone; 'N/A' when unset. */
export const formatLeadDate = (iso: string | null | undefined, timeZone: string) => dateText(iso, timeZone);

/** 'Mar 11, 2026, 10:00 a.m.' in the business zone; 'N/A' when unset. */
export const formatLeadDateTime = (iso: string | null | undefined, timeZone: string) =>
  dateTimeText(iso, timeZone);
