import { API_PREFIX } from '../core/app';
import { endpoints } from '../endpoints';
import { isPublicRoute, openingReadsOf, routeFactsOf } from './route-table';

/**
 * The served page's early reads (the server writes them, the host takes them): the page's head lists the URLs in a
 * JSON block with this id, and a script there fetches each with the stored token before the host's code has
 * loaded, leaving the pending answers on `window` under EARLY_READS_GLOBAL.
 */
export const EARLY_READS_ELEMENT_ID = 'callops-early-reads';
export const EARLY_READS_GLOBAL = '__callopsEarlyReads';

/** What the script leaves: the Authorization header it sent, and each URL's pending answer. */
export interface EarlyReads {
  authorization: string;
  responses: Record<string, Promise<Response>>;
}

/**
 * What the served page asks for before the host's code runs, for a page at `path`: the session check of every
 * signed-in page, then the page's opening reads; each the URL the api client calls it by (no input, same origin).
 */
export function earlyReadUrls(path: string): string[] {
  const facts = routeFactsOf(path);
  if (facts && isPublicRoute(facts)) return [];
  return [endpoints.auth.me, ...openingReadsOf(path)].map((endpoint) => `${API_PREFIX}${endpoint.path}`);
}
