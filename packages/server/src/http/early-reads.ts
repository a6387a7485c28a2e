import { createHash } from 'node:crypto';
import { SESSION } from '@callops/contracts/auth';
import { EARLY_READS_ELEMENT_ID, EARLY_READS_GLOBAL, earlyReadUrls } from '@callops/contracts/console';

/**
 * Runs in the page's head, before the host's code: with a stored token it fetches each URL of the page's early-reads
 * block at once, as the api client would (same headers), so the session check and the opening page's data travel
 * while the host's code loads. A fetch nobody takes must not report an unhandled rejection. The text is the same
 * on every page, so the content security policy allows it by its hash.
 */
export const EARLY_READS_SCRIPT = `(()=>{try{const token=localStorage.getItem(${JSON.stringify(SESSION.tokenStorageKey)});const list=document.getElementById(${JSON.stringify(EARLY_READS_ELEMENT_ID)});if(!token||!list)return;const authorization="Bearer "+token;const responses={};for(const url of JSON.parse(list.textContent)){const response=fetch(url,{headers:{Accept:"application/json",Authorization:authorization}});response.catch(()=>{});responses[url]=response}window[${JSON.stringify(EARLY_READS_GLOBAL)}]={authorization,responses}}catch{}})();`;

/** The CSP source that allows EARLY_READS_SCRIPT and no other inline script. */
export const EARLY_READS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64')}'`;

/** The early-reads block and script for the page at `pagePath`; nothing for a page with no reads (public). */
export function earlyReadsHtml(pagePath: string): string {
  const urls = earlyReadUrls(pagePath);
  if (urls.length === 0) return '';
  // Our own URLs; `<` escaped all the same, so no text can close the element.
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return `<script id="${EARLY_READS_ELEMENT_ID}" type="application/json">${list}</script><script>${EARLY_READS_SCRIPT}</script>`;
}
