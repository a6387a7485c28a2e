// RFC 4180 CSV for the server's exports, written by csv-stringify, with the console's one formula rule
// (@callops/contracts/core): transcripts hold what callers said, and an export must not become a way to run code.
import { defuseCsvFormula } from '@callops/contracts/core';
import { stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | boolean | null | undefined;

const cell = (value: CsvValue): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? defuseCsvFormula(value)
      : String(value);

/** The rows as CSV lines, each ending with CRLF; cells with edge spaces or a lone line break are quoted too. */
export const csvRows = (rows: readonly (readonly CsvValue[])[]): string =>
  stringify(
    rows.map((row) => row.map(cell)),
    { record_delimiter: 'windows', quoted_match: /^\s|\s$|[\r\n]/ },
  );
