import { earlyReadUrls, PAGE_ANSWERS_ELEMENT_ID, PAGE_TOKEN_COOKIE } from '@callops/contracts/console';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The page cookie's token in a Cookie header, if it holds one. */
export function pageTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== PAGE_TOKEN_COOKIE) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || undefined;
    } catch {
      return undefined; // not what the host writes: no answers, the page reads as without the cookie
    }
  }
  return undefined;
}

/**
 * JSON text that cannot end the script element it is written into, nor open a comment or change the parser's state
 * there (`<`, `>`, `&`), nor break the line of a script that later reads it (U+2028, U+2029): each as its JSON
 * escape, which JSON.parse reads back as the same text. Outside strings JSON has none of these characters.
 */
export const scriptSafeJson = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The answers block for the page's head (URL → answer body), nothing when there are none. */
export function pageAnswersHtml(answers: Readonly<Record<string, unknown>>): string {
  if (Object.keys(answers).length === 0) return '';
  return `<script id="${PAGE_ANSWERS_ELEMENT_ID}" type="application/json">${scriptSafeJson(JSON.stringify(answers))}</script>`;
}

/**
 * The page's early reads answered into the page itself, so the first render needs no request for its data: the
 * session check (the signed-in user) and the opening page's reads. The browser's token lives in storage, which the
 * request for the page cannot carry; the host keeps a copy in the page cookie (SameSite=Strict, so no other site's
 * link or form sends it), and only this handler reads it: every API route still wants the bearer header, so the
 * cookie authorizes no write and no other read (no CSRF). The token is authenticated first, as a bearer token is
 * (signature, expiry, the user still enabled and the token not revoked), and each read goes through its own route
 * with it (role check, validation, the shared answers), so the page holds exactly what the browser's own fetch
 * would get; a read refused or failing is left out, and the page's script asks for it as before. The token itself
 * is never written into the page. The page is then the user's own: it goes out `private, no-store`.
 */
/** How long the page waits for its answers: a read the server has not answered by then is left to the browser. */
const ANSWERS_BUDGET_MS = 150;

export function createPageAnswers(app: FastifyInstance, authenticate: (token: string) => Promise<unknown>) {
  return async (pagePath: string, request: FastifyRequest): Promise<string> => {
    const urls = earlyReadUrls(pagePath);
    const token = pageTokenOf(request.headers.cookie);
    if (!urls || !token) return '';
    try {
      await authenticate(token);
    } catch {
      return ''; // expired, revoked, forged: the page goes out as to a browser without the cookie
    }
    const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
    // The page waits for its answers, but not for a slow one: past the budget, the browser asks for it as before.
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ANSWERS_BUDGET_MS);
    });
    const answered = await Promise.all(
      [urls.session, ...urls.reads].map((url) =>
        Promise.race([
          app.inject({ method: 'GET', url, headers }).then(
            (answer) => (answer.statusCode === 200 ? ([url, answer.json()] as const) : undefined),
            () => undefined,
          ),
          budget,
        ]),
      ),
    );
    clearTimeout(timer);
    return pageAnswersHtml(Object.fromEntries(answered.filter((entry) => entry !== undefined)));
  };
}
