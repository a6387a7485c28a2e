import { csvCell, csvRow } from './csv-row';

describe('csv rows', () => {
  it('writes plain values as they are and empty ones as nothing', () => {
    expect(csvRow(['Jane Doe', 42, true, null, undefined])).toBe('Jane Doe,42,true,,\r\n');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('AI: hello\nCustomer: hi')).toBe('"AI: hello\nCustomer: hi"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });
});
