// A setting shown, editable and validated but read by nothing is a stub: every key of the catalogue must be read by
// the server or a screen, by name, somewhere other than the catalogue itself, the seed and the tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { KNOWN_CONFIG_KEYS } from './config-keys';

const ROOT = path.resolve(__dirname, '../../../..');
const SOURCES = [
  'packages/server/src',
  'packages/contracts/src',
  'packages/ui/src',
  'packages/shell/src',
  'remotes',
];
const NOT_A_READER = /(\.test\.tsx?|config-keys\.ts|\.d\.ts)$|\/seed\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !NOT_A_READER.test(full) ? [full] : [];
  });
}

describe('the settings catalogue', () => {
  const text = SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');

  it('has no key that no code reads', () => {
    const unread = KNOWN_CONFIG_KEYS.map((d) => d.key).filter((key) => !text.includes(`'${key}'`));
    expect(unread).toEqual([]);
  });

  it('sees a key read only by its catalogue entry as unread', () => {
    expect(text.includes("'no_such_setting_key'")).toBe(false);
    expect(text.includes("'business_timezone'")).toBe(true);
  });
});
