import { dateTimeWithZoneText } from '@callops/contracts/core';

/** A date-time cell, e.g. 'Mar 11, 2026, 10:00 a.m. EDT' in the business zone; 'N/A' when unset. */
export const formatTableDate = (iso: string | null | undefined, timeZone: string): string =>
  dateTimeWithZoneText(iso, timeZone);
