// The spec names the four tables' columns (§2) but shows no titles, buttons or load texts for them: those are
// this remote's own.
export const DATA_TABLES_TEXT = {
  refresh: 'Refresh',
  exportCsv: 'Export CSV',
  slNo: 'Sl No',
  newestOf: (shown: number, total: number, noun: string) => `Newest ${shown} of ${total} ${noun}`,
  newest: (shown: number, noun: string) => `Newest ${shown} ${noun}`,
} as const;
