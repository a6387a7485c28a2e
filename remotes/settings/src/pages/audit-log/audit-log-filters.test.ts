import { auditQueryOf } from './audit-log-filters';

describe('auditQueryOf', () => {
  it('sends only the filters that are set', () => {
    expect(auditQueryOf({}, 'America/Toronto')).toEqual({});
    expect(auditQueryOf({ username: 'admin1', action: '', entity: 'recording' }, 'America/Toronto')).toEqual({
      username: 'admin1',
      entity: 'recording',
    });
  });

  it('reads the days in the business zone, the last one whole', () => {
    expect(auditQueryOf({ fromDay: '2026-03-11', toDay: '2026-03-11' }, 'America/Toronto')).toEqual({
      from: '2026-03-11T04:00:00.000Z',
      to: '2026-03-12T04:00:00.000Z',
    });
  });
});
