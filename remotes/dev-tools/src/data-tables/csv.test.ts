import { restoreCsvFormula } from '@callops/contracts/core';
import { parse } from 'papaparse';
import { csvCell, csvFileName, toCsv } from './csv';

describe('csv', () => {
  it('writes empty cells for null and undefined and plain text as it is', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('Toronto')).toBe('Toronto');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(false)).toBe('false');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  it('keeps a spreadsheet from running a cell as a formula, but leaves phones and numbers alone', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+cmd|x')).toBe("'+cmd|x");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('+1 (416) 555-0100')).toBe('+1 (416) 555-0100');
    expect(csvCell('-3')).toBe('-3');
  });

  it('writes a header line and a line per row, CRLF-separated', () => {
    const rows = [
      { id: 1, name: 'Acme, Inc.' },
      { id: 2, name: null },
    ];
    expect(
      toCsv(
        [
          { title: 'ID', value: (r) => r.id },
          { title: 'Name', value: (r) => r.name },
        ],
        rows,
      ),
    ).toBe('ID,Name\r\n1,"Acme, Inc."\r\n2,\r\n');
    expect(toCsv([{ title: 'ID', value: () => 1 }], [])).toBe('ID\r\n');
  });

  it('defuses every formula start: = + - @ and a leading tab or carriage return', () => {
    for (const text of ['=1+1', '+SUM(A1)', '-A1', '@A1', '\tx', '\rx']) {
      expect(csvCell(text)).toMatch(/^"?'/);
    }
    expect(csvCell('2+3')).toBe('2+3');
    expect(csvCell(-3)).toBe('-3');
  });

  it('is read back by a CSV reader cell for cell: quotes, line breaks, commas and formula starts', () => {
    const names = [
      'say "hi"',
      'line 1\nline 2',
      'line 1\r\nline 2',
      'a, b',
      '=HYPERLINK("x")',
      '+cmd|x',
      '-2+3',
      '@SUM(A1)',
      '+1 (416) 555-0100',
      ' padded ',
    ];
    const csv = toCsv(
      [
        { title: 'ID', value: (row: { id: number; name: string }) => row.id },
        { title: 'Name', value: (row) => row.name },
      ],
      names.map((name, i) => ({ id: i + 1, name })),
    );
    const read = parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(read.map((cells) => cells.map(restoreCsvFormula))).toEqual([
      ['ID', 'Name'],
      ...names.map((name, i) => [String(i + 1), name]),
    ]);
  });

  it('names the file after the table and the day', () => {
    expect(csvFileName('latest-calls', new Date('2026-03-11T23:30:00Z'))).toBe('latest-calls-2026-03-11.csv');
  });
});
