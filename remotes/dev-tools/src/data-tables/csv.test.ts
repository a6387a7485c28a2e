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

  it('names the file after the table and the day', () => {
    expect(csvFileName('latest-calls', new Date('2026-03-11T23:30:00Z'))).toBe('latest-calls-2026-03-11.csv');
  });
});
