import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as api from './index';
import * as testSupport from './test-support/index';

const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');

describe('README', () => {
  it('names every value the package exports', () => {
    for (const name of [...Object.keys(api), ...Object.keys(testSupport)]) {
      expect([name, readme.includes(`\`${name}`)]).toEqual([name, true]);
    }
  });

  it('says how every call is made', () => {
    expect(readme).toContain('every call is\n`api.call(endpoints.<group>.<name>, input)`');
  });
});
