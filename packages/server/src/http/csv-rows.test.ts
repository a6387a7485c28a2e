import { parse } from 'csv-parse/sync';
import { csvRows } from './csv-rows';

describe('csv rows', () => {
  it('writes plain values as they are and empty ones as nothing, each line ending with CRLF', () => {
    expect(csvRows([['Jane Doe', 42, true, null, undefined], ['b']])).toBe('Jane Doe,42,true,,\r\nb\r\n');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvRows([['a, b', 'say "hi"', 'AI: hello\nCustomer: hi', ' padded ', 'cr\rhere']])).toBe(
      '"a, b","say ""hi""","AI: hello\nCustomer: hi"," padded ","cr\rhere"\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as formulas and leaves numbers and phones alone', () => {
    expect(csvRows([['=HYPERLINK("x")', '@SUM(A1)', '+cmd|x', '-2+3', '+1 555', '-5', -5]])).toBe(
      `"'=HYPERLINK(""x"")",'@SUM(A1),'+cmd|x,'-2+3,+1 555,-5,-5\r\n`,
    );
  });

  it('reads back whole through a CSV parser, line breaks and quotes included', () => {
    const rows = [['x', 'two\r\nlines', 'a "quote"', '']];
    expect(parse(csvRows(rows))).toEqual(rows);
  });
});
