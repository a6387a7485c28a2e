// One clock: a screen that formats a date by itself (the browser's zone, its own format) is how two screens come to
// disagree on the same instant. Every date and time on screen goes through date-text; this test finds any other way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const SCREENS = ['remotes', 'packages/ui/src', 'packages/shell/src', 'host/src'];
const NOT_A_SCREEN = /(\.test\.tsx?|\.d\.ts)$/;

/** Ways of writing a date other than the helpers: each is a pattern and the reason it is refused. */
const FORBIDDEN: [RegExp, string][] = [
  [/Intl\.DateTimeFormat/, 'Intl.DateTimeFormat'],
  [/Intl\.RelativeTimeFormat/, 'Intl.RelativeTimeFormat'],
  [/\.toLocale(Date|Time)?String\(/, 'toLocaleString / toLocaleDateString / toLocaleTimeString'],
  [/\.toString\(\)\.slice|\.toDateString\(|\.toTimeString\(|\.toUTCString\(/, 'Date#toString and friends'],
  [/from ['"](dayjs|moment|date-fns|luxon)['"]/, 'a date library'],
  [/\.format\(\s*['"][^'"]*(YYYY|MM|DD|HH|hh|mm)[^'"]*['"]\s*\)/, 'a dayjs/moment format string'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'e2e'].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !NOT_A_SCREEN.test(full) ? [full] : [];
  });
}

/** Each line of `text` that writes a date without the helpers, with why. */
function selfFormattedDates(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      FORBIDDEN.filter(([pattern]) => pattern.test(line)).map(
        ([, why]) => `${index + 1}: ${why}: ${line.trim()}`,
      ),
    );
}

describe('one clock on every screen', () => {
  it('has no screen that formats a date without the date-text helpers', () => {
    const offenders = SCREENS.flatMap((dir) => sourceFiles(path.join(ROOT, dir))).flatMap((file) =>
      selfFormattedDates(readFileSync(file, 'utf8')).map((hit) => `${path.relative(ROOT, file)}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });

  it('sees the ways a screen used to write dates by itself', () => {
    expect(
      selfFormattedDates("render: (entry) => dayjs(entry.updated_at).format('YYYY-MM-DD HH:mm'),"),
    ).toHaveLength(1);
    expect(selfFormattedDates("import dayjs from 'dayjs';")).toHaveLength(1);
    expect(selfFormattedDates("new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })")).toHaveLength(1);
    expect(selfFormattedDates('new Date(iso).toLocaleString()')).toHaveLength(1);
    expect(selfFormattedDates('when.toLocaleTimeString()')).toHaveLength(1);
    expect(selfFormattedDates('dateTimeText(row.created_at, zone)')).toEqual([]);
    expect(selfFormattedDates("new Intl.NumberFormat('en-US').format(count)")).toEqual([]);
  });
});
