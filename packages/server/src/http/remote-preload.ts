import { REMOTE_MANIFEST_MODULE } from '@callops/build-config/remotes';
import { type RemoteName, routeFactsOf } from '@callops/contracts/console';
import { servedRemoteEntry } from './remote-entries';

/** The parts of a remote's `mf-manifest.json` (Module Federation's build manifest) the page's hints are made of. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** File names come from our own build; escaped all the same, as anything written into the page. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The names under `key` in a parsed JSON object of name lists (route-pages.json: route path → file names), none when
 * it names none.
 */
const pageFiles = (lists: unknown, key: string): string[] =>
  lists !== null && typeof lists === 'object' && Object.hasOwn(lists, key)
    ? strings((lists as Record<string, unknown>)[key])
    : [];

/** What the host's build says of its after-boot kits: its parsed kit-files.json (kit → file names), or undefined. */
export interface KitHints {
  /** The parsed route-kits.json of a remote (route path → the after-boot kits its page consumes). */
  kitsOf: (remote: RemoteName) => unknown;
  hostKitFiles: () => unknown;
}

/** The host's files of each kit named, as far as its kit-files.json names them. */
const hostFilesOf = (hostKits: unknown, kits: readonly string[]): string[] =>
  kits.flatMap((kit) => pageFiles(hostKits, kit));

/**
 * Preload hints for the files the host fetches, one after the other, before the remote serving `pagePath` can show
 * its page: the remote's manifest, its `remoteEntry.js`, the chunks of its exposed manifest module and the page's
 * own chunks. Written into the page, they travel while the host's own code loads instead of after it. Only files
 * every load of that page fetches are named (the host loads the opening page's code at boot, signed in or not), so
 * no hint goes unused and the browser warns about none. `manifestOf` gives the parsed `mf-manifest.json` of a remote
 * served from this web root, `pagesOf` its parsed route-pages.json; each undefined when not served here, not built
 * or not readable. With `kits`, the host's own files of the after-boot kits the page consumes (the antd forms kit of
 * App Configuration) are hinted too: the host loads a kit only once the page's import asks for it, a step after the
 * page's code, where the hint makes it load beside the host's code.
 */
export function remotePreloadLinks(
  pagePath: string,
  manifestOf: (remote: RemoteName) => unknown,
  pagesOf: (remote: RemoteName) => unknown,
  kits?: KitHints,
): string {
  const facts = routeFactsOf(pagePath);
  if (!facts) return '';
  const manifest = manifestOf(facts.remote) as FederationManifest | undefined;
  const entry = manifest?.metaData?.remoteEntry;
  if (!manifest || typeof entry?.name !== 'string') return '';
  const manifestUrl = servedRemoteEntry(facts.remote);
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const exposed = manifest.exposes?.find((expose) => expose.path === REMOTE_MANIFEST_MODULE);
  const scripts = [
    `${typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : ''}${entry.name}`,
    ...strings(exposed?.assets?.js?.sync),
    ...pageFiles(pagesOf(facts.remote), pagePath),
  ];
  const hostScripts = kits
    ? hostFilesOf(kits.hostKitFiles(), pageFiles(kits.kitsOf(facts.remote), pagePath))
    : [];
  return [
    // The federation runtime reads the manifest with fetch(): a same-origin CORS request, hence `crossorigin`.
    `<link rel="preload" href="${attribute(manifestUrl)}" as="fetch" crossorigin>`,
    ...scripts.map((file) => `<link rel="preload" href="${attribute(base + file)}" as="script">`),
    ...hostScripts.map((file) => `<link rel="preload" href="/${attribute(file)}" as="script">`),
  ].join('');
}
