import { earlyReadsFetch } from './early-reads-fetch';

const response = (label: string) => ({ label }) as unknown as Response;

function setUp() {
  const send = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response('sent'));
  const early = response('early');
  const reads = { authorization: 'Bearer t1', responses: { '/api/v1/auth/me': Promise.resolve(early) } };
  return { send, early, fetcher: earlyReadsFetch(send, reads) };
}

const asUser = (token: string, method = 'GET'): RequestInit => ({
  method,
  headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
});

describe('earlyReadsFetch', () => {
  it('answers the same read with the same token from the early answer, once', async () => {
    const { send, early, fetcher } = setUp();
    await expect(fetcher.fetch('/api/v1/auth/me', asUser('t1'))).resolves.toBe(early);
    await expect(fetcher.fetch('/api/v1/auth/me', asUser('t1'))).resolves.toEqual(response('sent'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends anything else: another token, another method, another URL', async () => {
    const { send, fetcher } = setUp();
    await fetcher.fetch('/api/v1/auth/me', asUser('t2'));
    await fetcher.fetch('/api/v1/auth/me', asUser('t1', 'POST'));
    await fetcher.fetch('/api/v1/jobs/active', asUser('t1'));
    await fetcher.fetch('/api/v1/auth/me', {});
    expect(send).toHaveBeenCalledTimes(4);
  });

  it('sends everything once the answers are dropped, and when the page read nothing ahead', async () => {
    const { send, fetcher } = setUp();
    fetcher.drop();
    await fetcher.fetch('/api/v1/auth/me', asUser('t1'));
    await earlyReadsFetch(send, undefined).fetch('/api/v1/auth/me', asUser('t1'));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
