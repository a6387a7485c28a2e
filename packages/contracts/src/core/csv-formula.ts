// The one formula-injection rule of every CSV the console writes (server exports and browser downloads alike): a cell
// a spreadsheet would run as a formula gets a leading apostrophe. Transcripts and notes hold what callers said, so an
// export must not become a way to run code. Phone numbers and signed numbers ('+1 (416) 555-0100', '-3') are data,
// not formulas, and stay as they are so an export reads back unchanged.

/** A cell starting like this is a formula to a spreadsheet. Also handed to papaparse as its `escapeFormulae`. */
export const CSV_FORMULA_START = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/;

/** `text` as a cell no spreadsheet runs. */
export const defuseCsvFormula = (text: string): string => (CSV_FORMULA_START.test(text) ? `'${text}` : text);

/** What defuseCsvFormula added, taken off again: a cell of our own export read back as it was written. */
export const restoreCsvFormula = (text: string): string =>
  text.startsWith("'") && CSV_FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
