import { readDoNotCallCsv } from './csv-import';

describe('reading a do-not-call CSV', () => {
  it('takes phone[,reason] lines in any notation, a header, quotes and blank lines', () => {
    const csv =
      'phone,reason\r\n(416) 555-0101,asked by letter\n\n"+1 604 555 0102","said ""never"", twice"\n902-555-0103\n';
    expect(readDoNotCallCsv(csv)).toEqual({
      ok: true,
      numbers: [
        { line: 2, phone: '+14165550101', reason: 'asked by letter' },
        { line: 4, phone: '+16045550102', reason: 'said "never", twice' },
        { line: 5, phone: '+19025550103', reason: null },
      ],
    });
  });

  it.each([
    ['+14165550101\nnot a number\n', 2, "'not a number' is not a valid phone number"],
    ['+14165550101,a,b\n', 1, 'expected phone[,reason]'],
    ['"+14165550101,unclosed\n', 1, 'a quoted value is not closed'],
    ['+14165550101,"said" twice\n', 1, 'a quoted value has more text after its closing quote'],
    [`+14165550101,${'x'.repeat(201)}`, 1, 'the reason is longer than 200 characters'],
  ])('names the first bad line and why: %j', (csv, line, reason) => {
    expect(readDoNotCallCsv(csv)).toEqual({ ok: false, line, reason });
  });

  it('takes a quoted reason that spans lines, numbering each number by the line it ends on', () => {
    expect(readDoNotCallCsv('+14165550101,"first line\r\nsecond line"\n+16045550102\n')).toEqual({
      ok: true,
      numbers: [
        { line: 2, phone: '+14165550101', reason: 'first line\nsecond line' },
        { line: 3, phone: '+16045550102', reason: null },
      ],
    });
  });

  it('reads back its own export, whose numbers start with an apostrophe', () => {
    expect(readDoNotCallCsv("phone,reason\r\n'+14165550101,\r\n")).toEqual({
      ok: true,
      numbers: [{ line: 2, phone: '+14165550101', reason: null }],
    });
  });

  it('a header later in the file is a bad number, not a header', () => {
    expect(readDoNotCallCsv('+14165550101\nphone,reason')).toMatchObject({ ok: false, line: 2 });
  });

  it('reads its own export by its header: phone and reason, the other columns ignored, removed entries left out', () => {
    const exported =
      'phone,reason,source,added_at,added_by,removed_at,removed_by\r\n' +
      '+14165550101,"said ""no"", twice",manual,2026-03-11T15:30:00.000Z,operator,,\r\n' +
      '+16045550102,,import,2026-03-10T15:30:00.000Z,admin,2026-03-11T10:00:00.000Z,admin\r\n' +
      '+19025550103,by letter,call,2026-03-09T15:30:00.000Z,,,\r\n';
    expect(readDoNotCallCsv(exported)).toEqual({
      ok: true,
      numbers: [
        { line: 2, phone: '+14165550101', reason: 'said "no", twice' },
        { line: 4, phone: '+19025550103', reason: 'by letter' },
      ],
    });
  });
});
