import { earlyReadUrls } from './early-reads';

describe('earlyReadUrls', () => {
  it('are the session check and the opening reads, on signed-in pages only', () => {
    expect(earlyReadUrls('/')).toEqual({
      session: '/api/v1/auth/me',
      reads: ['/api/v1/jobs/active', '/api/v1/dashboard/stats/combined'],
    });
    expect(earlyReadUrls('/users')).toEqual({ session: '/api/v1/auth/me', reads: [] });
    // an unknown path is the console's not-found page, inside the signed-in layout
    expect(earlyReadUrls('/nowhere')).toEqual({ session: '/api/v1/auth/me', reads: [] });
    expect(earlyReadUrls('/auth/calendar/callback')).toBeNull();
  });
});
