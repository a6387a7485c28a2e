import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { tokenState } from '@callops/contracts/auth';
import { EARLY_READS_SCRIPT, EARLY_READS_SCRIPT_SOURCE, earlyReadsHtml } from './early-reads';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const BLOCK = '{"session":"/api/v1/auth/me","reads":["/api/v1/jobs/active"]}';
const HEADERS = (token: string) => ({
  headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
});

interface Fetched {
  url: string;
  init: unknown;
}

/** Runs the script as the page's head would, against a stored token (or none), the block, and the server's answer. */
function runScript(
  token: string | null,
  { block = BLOCK as string | null, sessionStatus = 200, answers = null as string | null, cookie = '' } = {},
) {
  const fetched: Fetched[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(EARLY_READS_SCRIPT, {
    window,
    atob,
    TextDecoder,
    Uint8Array,
    Date: { now: () => NOW },
    localStorage: { getItem: (key: string) => (key === 'callops.access_token' ? token : null) },
    Response,
    document: {
      cookie,
      getElementById: (id: string) =>
        id === 'callops-early-reads' && block !== null
          ? { textContent: block }
          : id === 'callops-page-answers' && answers !== null
            ? { textContent: answers }
            : null,
    },
    fetch: async (url: string, init: unknown) => {
      fetched.push({ url, init });
      return { ok: url.endsWith('/auth/me') ? sessionStatus === 200 : true, url };
    },
  });
  const reads = window.__callopsEarlyReads as
    | { authorization: string; responses: Record<string, Promise<{ url: string }>> }
    | undefined;
  return { fetched, reads };
}

const jwt = (payload: unknown) =>
  `e30.${Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload)).toString('base64url')}.sig`;

describe('the early-reads script', () => {
  it('asks the session check with the stored token as the api client would, then the reads, leaving the answers on window', async () => {
    const token = jwt({ sub: '1', exp: NOW / 1000 + 3600 });
    const { fetched, reads } = runScript(token);
    expect(reads?.authorization).toBe(`Bearer ${token}`);
    await expect(reads?.responses['/api/v1/jobs/active']).resolves.toMatchObject({
      url: '/api/v1/jobs/active',
    });
    expect(fetched).toEqual([
      { url: '/api/v1/auth/me', init: HEADERS(token) },
      { url: '/api/v1/jobs/active', init: HEADERS(token) },
    ]);
  });

  it('takes the answers the server wrote into the page, when the page cookie holds the stored token', async () => {
    const token = jwt({ sub: '1', exp: NOW / 1000 + 3600 });
    const answers = '{"/api/v1/auth/me":{"id":1,"username":"ada"}}';
    const { fetched, reads } = runScript(token, {
      answers,
      cookie: `theme=dark; callops_page_token=${encodeURIComponent(token)}`,
    });
    const me = await reads?.responses['/api/v1/auth/me'];
    expect((me as unknown as Response).status).toBe(200);
    await expect((me as unknown as Response).json()).resolves.toEqual({ id: 1, username: 'ada' });
    // Only the read the page has no answer for goes out, once the session is known.
    await reads?.responses['/api/v1/jobs/active'];
    expect(fetched).toEqual([{ url: '/api/v1/jobs/active', init: HEADERS(token) }]);
  });

  it("asks the server when the page cookie is another session's, or the answers do not parse", async () => {
    const token = jwt({ sub: '1', exp: NOW / 1000 + 3600 });
    const answers = '{"/api/v1/auth/me":{"id":2}}';
    for (const [cookie, text] of [
      ['callops_page_token=other', answers],
      ['', answers],
      [`callops_page_token=${token}`, '{not json'],
    ] as const) {
      const { fetched, reads } = runScript(token, { answers: text, cookie });
      await reads?.responses['/api/v1/jobs/active'];
      expect(fetched.map(({ url }) => url)).toEqual(['/api/v1/auth/me', '/api/v1/jobs/active']);
    }
  });

  it('asks nothing more when the server refuses the token', async () => {
    const { fetched, reads } = runScript('opaque-token', { sessionStatus: 401 });
    await expect(reads?.responses['/api/v1/jobs/active']).rejects.toThrow('session refused');
    expect(fetched.map(({ url }) => url)).toEqual(['/api/v1/auth/me']);
  });

  it('sends exactly the tokens the api client sends (tokenState valid or opaque)', () => {
    const tokens = [
      jwt({ sub: '1', exp: NOW / 1000 + 3600 }),
      jwt({ sub: '1', exp: NOW / 1000 + 4 }), // inside the 5 s margin
      jwt({ sub: '1', exp: NOW / 1000 - 60 }),
      jwt({ sub: '1' }),
      jwt({ sub: '1', exp: 'soon' }),
      jwt([1, 2]),
      jwt('null'),
      jwt('not json'),
      'a..c',
      'opaque-token',
    ];
    for (const token of tokens) {
      const sent = runScript(token).fetched.length > 0;
      expect({ token, sent }).toEqual({ token, sent: ['valid', 'opaque'].includes(tokenState(token, NOW)) });
    }
  });

  it('does nothing without a stored token, without the block, or with a broken block', () => {
    for (const [token, block] of [
      [null, BLOCK],
      ['opaque-token', null],
      ['opaque-token', '{not json'],
    ] as const) {
      const { fetched, reads } = runScript(token, { block });
      expect({ fetched, reads }).toEqual({ fetched: [], reads: undefined });
    }
  });

  it("is allowed by the policy's hash of its own text", () => {
    const hash = createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64');
    expect(EARLY_READS_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it('writes the block and the script for a signed-in page, nothing for the calendar callback', () => {
    expect(earlyReadsHtml('/jobs')).toBe(
      `<script id="callops-early-reads" type="application/json">{"session":"/api/v1/auth/me","reads":[]}</script><script>${EARLY_READS_SCRIPT}</script>`,
    );
    expect(earlyReadsHtml('/auth/calendar/callback')).toBe('');
  });
});
