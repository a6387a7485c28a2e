import { authEndpoints } from '../auth/endpoints';
import { API_PREFIX } from '../core/app';
import { isPublicRoute, openingReadsOf, routeFactsOf } from './route-table';

/**
 * The served page's early reads (the server writes them, the host takes them): the page's head names them in a
 * JSON block with this id (EarlyReadUrls), and a script there fetches them with the stored token before the host's
 * code has loaded, leaving the pending answers on `window` under EARLY_READS_GLOBAL.
 */
export const EARLY_READS_ELEMENT_ID = 'callops-early-reads';
export const EARLY_READS_GLOBAL = '__callopsEarlyReads';

/**
 * The page cookie: a copy of the stored token the host keeps beside it (token-storage.ts), SameSite=Strict, so the
 * request for the page itself is signed in. The server reads it on that request only, to write the early reads'
 * answers into the page (page-answers.ts): a JSON block with this id, URL → answer. No API route accepts it.
 */
export const PAGE_TOKEN_COOKIE = 'callops_page_token';
export const PAGE_ANSWERS_ELEMENT_ID = 'callops-page-answers';

/** What the script leaves: the Authorization header it sent, and each URL's pending answer. */
export interface EarlyReads {
  authorization: string;
  responses: Record<string, Promise<Response>>;
}

/** Each the URL the api client calls it by (no input, same origin). */
export interface EarlyReadUrls {
  /** The session check: asked first. */
  session: string;
  /** The page's opening reads: asked once the session check said yes, so a refused token asks nothing more. */
  reads: string[];
}

const urlOf = (endpoint: { path: string }) => `${API_PREFIX}${endpoint.path}`;

/** What the served page asks for before the host's code runs, for a page at `path`; null for a public page. */
export function earlyReadUrls(path: string): EarlyReadUrls | null {
  const facts = routeFactsOf(path);
  if (facts && isPublicRoute(facts)) return null;
  return { session: urlOf(authEndpoints.me), reads: openingReadsOf(path).map(urlOf) };
}
