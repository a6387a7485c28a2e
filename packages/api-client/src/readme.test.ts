import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '@callops/contracts';
import { CHOSEN_PATH_NOTE, type Endpoint } from '@callops/contracts/core';
import { clientWith } from './testing/client-harness';

const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
const rows = readme.split('\n').filter((line) => line.startsWith('| `api.'));

describe('README', () => {
  it('lists every client function once', () => {
    const { api } = clientWith([]);
    const functions = Object.entries(api).flatMap(([domain, group]) =>
      Object.keys(group).map((name) => `api.${domain}.${name}(`),
    );
    const listed = rows.map((row) => /`(api\.\w+\.\w+\()/.exec(row)?.[1]);
    expect(listed.sort()).toEqual(functions.sort());
  });

  it('shows every endpoint path, and stars exactly the chosen ones', () => {
    const all = Object.values(endpoints).flatMap((group) => Object.values(group as Record<string, Endpoint>));
    for (const endpoint of all) {
      const call = `\`${endpoint.method} ${endpoint.path}`;
      const row = rows.find((r) => r.includes(`${call}\``) || r.includes(`${call}?`));
      expect([call, row !== undefined]).toEqual([call, true]);
      expect([call, row?.includes('★')]).toEqual([call, endpoint.summary.includes(CHOSEN_PATH_NOTE)]);
    }
  });
});
