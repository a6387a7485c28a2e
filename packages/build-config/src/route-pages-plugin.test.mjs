import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { consumedKits, routeImports } from './route-pages-plugin.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

describe('routeImports', () => {
  it("pairs each route's path with its page's import, in order", () => {
    const source = `routes: [
      { path: '/', page: lazyPage(() => import('./pages/dashboard/DashboardPage')) },
      {
        path: '/jobs',
        page: lazyPage(() => import('./pages/jobs/JobsPage')),
      },
    ]`;
    expect(routeImports(source)).toEqual([
      ['/', './pages/dashboard/DashboardPage'],
      ['/jobs', './pages/jobs/JobsPage'],
    ]);
  });

  it.each(readdirSync(join(repo, 'remotes')))("finds every page of the %s remote's manifest", (remote) => {
    const source = readFileSync(join(repo, 'remotes', remote, 'src', 'manifest.tsx'), 'utf8');
    const paths = [...source.matchAll(/path:\s*'([^']+)'/g)].map(([, path]) => path);
    expect(paths.length).toBeGreaterThan(0);
    expect(routeImports(source).map(([path]) => path)).toEqual(paths);
  });
});

describe('consumedKits', () => {
  it("names the after-boot kits a page's chunks consume, once each, and no other shared module", () => {
    const consumes = (key) => ({
      name: `consume shared module (default) ${key}@^6.6.8 (singleton) (fallback: x)`,
    });
    const chunks = [
      { files: [], modules: [consumes('antd/later')] },
      {
        files: ['page.1.js'],
        modules: [{ name: './src/page.tsx' }, consumes('antd'), consumes('antd/later')],
      },
      { files: ['other.2.js'] },
    ];
    expect(consumedKits(chunks)).toEqual(['antd/later']);
    expect(consumedKits([{ modules: [consumes('react')] }])).toEqual([]);
  });
});
