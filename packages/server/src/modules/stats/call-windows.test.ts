import { planWindow } from './call-windows';

const at = (iso: string) => new Date(iso);

describe('planWindow', () => {
  it('counts a window shorter than two hour boundaries directly', () => {
    expect(planWindow(at('2026-11-22T10:55:00Z'), at('2026-11-22T11:00:00Z'))).toEqual({
      kind: 'direct',
      from: at('2026-11-22T10:55:00Z'),
    });
    expect(planWindow(at('2026-11-22T09:10:00Z'), at('2026-11-22T10:50:00Z')).kind).toBe('direct');
  });

  it('splits a longer window into a lower edge, whole hours and an upper edge', () => {
    expect(planWindow(at('2026-11-21T10:20:00Z'), at('2026-11-22T10:20:00Z'))).toEqual({
      kind: 'rollup',
      from: at('2026-11-21T10:20:00Z'),
      lowerEdgeEnd: at('2026-11-21T11:00:00Z'),
      upperEdgeStart: at('2026-11-22T10:00:00Z'),
    });
  });

  it('keeps a start exactly on the hour out of the window: the whole first hour is an edge', () => {
    // (from, now]: a call at exactly 10:00 is not in the window, so the 10:00 hour cannot come from the rollup.
    expect(planWindow(at('2026-11-22T10:00:00Z'), at('2026-11-22T14:30:00Z'))).toMatchObject({
      kind: 'rollup',
      lowerEdgeEnd: at('2026-11-22T11:00:00Z'),
      upperEdgeStart: at('2026-11-22T14:00:00Z'),
    });
  });

  it('uses whole UTC hours whatever the zone (half-hour zones such as St. John’s included)', () => {
    const plan = planWindow(at('2026-11-22T03:30:00-03:30'), at('2026-11-22T09:45:00-03:30'));
    expect(plan).toMatchObject({
      lowerEdgeEnd: at('2026-11-22T08:00:00Z'),
      upperEdgeStart: at('2026-11-22T13:00:00Z'),
    });
  });
});
