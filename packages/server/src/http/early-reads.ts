import { createHash } from 'node:crypto';
import { SESSION } from '@callops/contracts/auth';
import {
  EARLY_READS_ELEMENT_ID,
  EARLY_READS_GLOBAL,
  earlyReadUrls,
  PAGE_ANSWERS_ELEMENT_ID,
  PAGE_TOKEN_COOKIE,
} from '@callops/contracts/console';

const text = JSON.stringify;

/**
 * Runs in the page's head, before the host's code: with a stored token the api client would send (tokenState valid
 * or opaque: an expired or undecodable one is removed without asking the server, spec §4), it asks the session
 * check at once and the page's opening reads once that said yes, with the api client's headers, so they travel
 * while the host's code loads. A read the server already answered into the page (page-answers.ts) is not asked
 * again: its answer is taken from there, but only when the page cookie it was answered for still holds the stored
 * token (the storage is the session's truth; a cookie left from another session answers nothing). A fetch nobody
 * takes must not report an unhandled rejection. It cannot import the client's rules, so its test holds it to
 * tokenState. The text is the same on every page, so the content security
 * policy allows it by its hash.
 */
export const EARLY_READS_SCRIPT = `(()=>{try{const token=localStorage.getItem(${text(SESSION.tokenStorageKey)});const block=document.getElementById(${text(EARLY_READS_ELEMENT_ID)});if(!token||!block)return;const parts=token.split(".");if(parts.length===3){const base64=parts[1].replace(/-/g,"+").replace(/_/g,"/");const payload=JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(base64.padEnd(base64.length+(4-base64.length%4)%4,"=")),(c)=>c.charCodeAt(0))));if(payload===null||typeof payload!=="object"||Array.isArray(payload))return;const exp=payload.exp;if(exp!==undefined&&(typeof exp!=="number"||!Number.isFinite(exp)||exp*1000-${SESSION.expiryMarginMs}<=Date.now()))return}const{session,reads}=JSON.parse(block.textContent);const authorization="Bearer "+token;const init={headers:{Accept:"application/json",Authorization:authorization}};let answers={};const answered=document.getElementById(${text(PAGE_ANSWERS_ELEMENT_ID)});const cookie=document.cookie.split(";").map((part)=>part.trim()).find((part)=>part.startsWith(${text(`${PAGE_TOKEN_COOKIE}=`)}));if(answered&&cookie){try{if(decodeURIComponent(cookie.slice(${PAGE_TOKEN_COOKIE.length + 1}))===token)answers=JSON.parse(answered.textContent)}catch{}}const ask=(url)=>Object.hasOwn(answers,url)?Promise.resolve(new Response(JSON.stringify(answers[url]),{status:200,headers:{"Content-Type":"application/json"}})):fetch(url,init);const checked=ask(session);const responses={[session]:checked};for(const url of reads)responses[url]=checked.then((response)=>response.ok?ask(url):Promise.reject(new Error("session refused")));for(const url in responses)responses[url].catch(()=>{});window[${text(EARLY_READS_GLOBAL)}]={authorization,responses}}catch{}})();`;

/** The CSP source that allows EARLY_READS_SCRIPT and no other inline script. */
export const EARLY_READS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64')}'`;

/** The early-reads block and script for the page at `pagePath`; nothing for a public page. */
export function earlyReadsHtml(pagePath: string): string {
  const urls = earlyReadUrls(pagePath);
  if (!urls) return '';
  // Our own URLs; `<` escaped all the same, so no text can close the element.
  const block = JSON.stringify(urls).replace(/</g, '\\u003c');
  return `<script id="${EARLY_READS_ELEMENT_ID}" type="application/json">${block}</script><script>${EARLY_READS_SCRIPT}</script>`;
}
