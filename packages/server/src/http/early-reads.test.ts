import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { EARLY_READS_SCRIPT, EARLY_READS_SCRIPT_SOURCE, earlyReadsHtml } from './early-reads';

/** Runs the script as the page's head would, against a stored token (or none) and the page's early-reads block. */
function runScript(token: string | null, list: string | null = '["/api/v1/auth/me","/api/v1/jobs/active"]') {
  const fetches: { url: string; init: { headers: Record<string, string> } }[] = [];
  const window: Record<string, unknown> = {};
  runInNewContext(EARLY_READS_SCRIPT, {
    window,
    localStorage: { getItem: (key: string) => (key === 'callops.access_token' ? token : null) },
    document: {
      getElementById: (id: string) =>
        id === 'callops-early-reads' && list !== null ? { textContent: list } : null,
    },
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      fetches.push({ url, init });
      return Promise.reject(new Error('offline'));
    },
  });
  return {
    fetches,
    reads: window.__callopsEarlyReads as { authorization: string; responses: object } | undefined,
  };
}

describe('the early-reads script', () => {
  it('fetches each listed URL with the stored token as the api client would, and leaves the answers on window', () => {
    const { fetches, reads } = runScript('a.b.c');
    expect(fetches).toEqual([
      {
        url: '/api/v1/auth/me',
        init: { headers: { Accept: 'application/json', Authorization: 'Bearer a.b.c' } },
      },
      {
        url: '/api/v1/jobs/active',
        init: { headers: { Accept: 'application/json', Authorization: 'Bearer a.b.c' } },
      },
    ]);
    expect(reads?.authorization).toBe('Bearer a.b.c');
    expect(Object.keys(reads?.responses ?? {})).toEqual(['/api/v1/auth/me', '/api/v1/jobs/active']);
  });

  it('does nothing without a stored token, without the block, or with a broken block', () => {
    for (const [token, list] of [
      [null, undefined],
      ['a.b.c', null],
      ['a.b.c', '[not json'],
    ] as const) {
      const { fetches, reads } = runScript(token, list);
      expect({ fetches, reads }).toEqual({ fetches: [], reads: undefined });
    }
  });

  it("is allowed by the policy's hash of its own text", () => {
    const hash = createHash('sha256').update(EARLY_READS_SCRIPT).digest('base64');
    expect(EARLY_READS_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
  });

  it('writes the block and the script for a signed-in page, nothing for the calendar callback', () => {
    expect(earlyReadsHtml('/jobs')).toBe(
      `<script id="callops-early-reads" type="application/json">["/api/v1/auth/me"]</script><script>${EARLY_READS_SCRIPT}</script>`,
    );
    expect(earlyReadsHtml('/auth/calendar/callback')).toBe('');
  });
});
