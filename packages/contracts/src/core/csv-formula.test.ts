import { defuseCsvFormula, restoreCsvFormula } from './csv-formula';

describe('the CSV formula rule', () => {
  it.each(['=HYPERLINK("x")', '@SUM(A1)', '+cmd|x', '-2+3', '\tx', '\rx'])('defuses %j', (text) => {
    expect(defuseCsvFormula(text)).toBe(`'${text}`);
  });

  it.each(['+1 (416) 555-0100', '-3', '+14165550100', 'Toronto', "'quoted", ''])(
    'leaves %j alone',
    (text) => {
      expect(defuseCsvFormula(text)).toBe(text);
    },
  );

  it('reads back what it wrote, and only that', () => {
    for (const text of ['=1+1', '@x', '+cmd', '-a', '+1 416', "'plain", "'+1 416"])
      expect(restoreCsvFormula(defuseCsvFormula(text))).toBe(text);
    expect(restoreCsvFormula("'+1 416")).toBe("'+1 416");
  });
});
