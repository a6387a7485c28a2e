import type { RemoteName } from '@callops/contracts/console';
import { type KitHints, remotePreloadLinks as remotePreloadLinksOf } from './remote-preload';

/** A remote's mf-manifest.json as Module Federation writes it, reduced to what the hints are made of. */
const manifest = (overrides: { remoteEntryPath?: string; sync?: string[] } = {}) => ({
  metaData: {
    remoteEntry: { name: 'remoteEntry.js', path: overrides.remoteEntryPath ?? '', type: 'global' },
  },
  exposes: [
    { name: 'other', path: './other', assets: { js: { sync: ['other.1.js'], async: [] } } },
    {
      name: 'manifest',
      path: './manifest',
      assets: { js: { sync: overrides.sync ?? ['expose.2.js'], async: ['page.3.js', 'page.4.js'] } },
    },
  ],
});

const only =
  (remote: RemoteName, value: unknown) =>
  (asked: RemoteName): unknown =>
    asked === remote ? value : undefined;

/** The hints for a page, with no route-pages.json unless one is given. */
const remotePreloadLinks = (
  pagePath: string,
  manifestOf: (remote: RemoteName) => unknown,
  pagesOf: (remote: RemoteName) => unknown = () => undefined,
) => remotePreloadLinksOf(pagePath, manifestOf, pagesOf);

const hrefs = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map(([link]) => link);

describe('remotePreloadLinks', () => {
  it("names the page's remote manifest, its entry and its exposed manifest module's chunks, nothing else", () => {
    expect(hrefs(remotePreloadLinks('/', only('calling-ops', manifest())))).toEqual([
      '<link rel="preload" href="/remotes/calling-ops/mf-manifest.json" as="fetch" crossorigin>',
      '<link rel="preload" href="/remotes/calling-ops/remoteEntry.js" as="script">',
      '<link rel="preload" href="/remotes/calling-ops/expose.2.js" as="script">',
    ]);
  });

  it('follows the route table to the remote of each page', () => {
    const links = remotePreloadLinks('/settings/profile', only('settings', manifest()));
    expect(links).toContain('href="/remotes/settings/remoteEntry.js"');
    expect(remotePreloadLinks('/auth/calendar/callback', only('calendar-voice', manifest()))).toContain(
      'href="/remotes/calendar-voice/mf-manifest.json"',
    );
  });

  it('adds nothing for a path the console does not know, or a remote with no usable manifest here', () => {
    expect(remotePreloadLinks('/signin', only('calling-ops', manifest()))).toBe('');
    expect(remotePreloadLinks('/nope', () => manifest())).toBe('');
    expect(remotePreloadLinks('/', () => undefined)).toBe('');
    expect(remotePreloadLinks('/', () => ({}))).toBe('');
    expect(remotePreloadLinks('/', () => ({ metaData: { remoteEntry: { name: 7 } } }))).toBe('');
  });

  it('keeps the entry under its folder, skips what is not a file name and escapes what it writes', () => {
    const html = remotePreloadLinks(
      '/',
      only(
        'calling-ops',
        manifest({ remoteEntryPath: 'entry/', sync: ['a"b<c>.js', 3 as unknown as string] }),
      ),
    );
    expect(hrefs(html).slice(1)).toEqual([
      '<link rel="preload" href="/remotes/calling-ops/entry/remoteEntry.js" as="script">',
      '<link rel="preload" href="/remotes/calling-ops/a&quot;b&lt;c&gt;.js" as="script">',
    ]);
  });

  it("adds the opening page's own chunks from the remote's route-pages.json, and only that page's", () => {
    const pages = { '/': ['dash.5.js', 'shared.6.js'], '/jobs': ['jobs.7.js'] };
    expect(
      hrefs(remotePreloadLinks('/', only('calling-ops', manifest()), only('calling-ops', pages))).slice(2),
    ).toEqual([
      '<link rel="preload" href="/remotes/calling-ops/expose.2.js" as="script">',
      '<link rel="preload" href="/remotes/calling-ops/dash.5.js" as="script">',
      '<link rel="preload" href="/remotes/calling-ops/shared.6.js" as="script">',
    ]);
    // a page the file does not name, a file that is not a map of lists: the remote's hints alone
    for (const broken of [{ '/jobs': ['jobs.7.js'] }, ['dash.5.js'], { '/': 'dash.5.js' }, null]) {
      expect(hrefs(remotePreloadLinks('/', only('calling-ops', manifest()), () => broken))).toHaveLength(3);
    }
  });

  it("adds the host's files of the after-boot kits the opening page consumes, from the root", () => {
    const hostKitFiles = (): unknown => ({ 'antd/later': ['later.8.js'], 'other/kit': ['other.9.js'] });
    const kitsOf = only('settings', { '/settings/profile': ['antd/later'] });
    const links = (pagePath: string, hints: KitHints = { kitsOf, hostKitFiles }) =>
      hrefs(remotePreloadLinksOf(pagePath, only('settings', manifest()), () => undefined, hints));
    expect(links('/settings/profile').slice(3)).toEqual([
      '<link rel="preload" href="/later.8.js" as="script">',
    ]);
    // another page, a host build that names no kit files, a kit it does not name: no kit hints
    expect(links('/settings/audit-log')).toHaveLength(3);
    expect(links('/settings/profile', { kitsOf, hostKitFiles: () => undefined })).toHaveLength(3);
    expect(
      links('/settings/profile', {
        kitsOf: only('settings', { '/settings/profile': ['nope'] }),
        hostKitFiles,
      }),
    ).toHaveLength(3);
  });
});
