import { pickSlot } from './booking-slot';

// Toronto, Wednesday 2026-03-11 (EDT, UTC-4); business hours 09:00–17:00, one-hour appointments.
const base = {
  durationMinutes: 60,
  zone: 'America/Toronto',
  hours: { start: '09:00', end: '17:00' },
  now: new Date('2026-03-10T12:00:00Z'),
};
const at = (iso: string) => new Date(iso);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });

describe('pickSlot', () => {
  it('keeps the requested time when it is free and inside the hours', () => {
    expect(pickSlot({ ...base, requested: at('2026-03-11T14:00:00Z'), busy: [] })).toEqual({
      start: at('2026-03-11T14:00:00Z'),
      end: at('2026-03-11T15:00:00Z'),
      moved: false,
    });
  });

  it('moves a taken time to the nearest free slot, the later one on a tie', () => {
    // 10:00 is taken; 09:00 and 11:00 are as near: 11:00.
    const busy = [span('2026-03-11T14:00:00Z', '2026-03-11T15:00:00Z')];
    expect(pickSlot({ ...base, requested: at('2026-03-11T14:00:00Z'), busy })).toMatchObject({
      start: at('2026-03-11T15:00:00Z'),
      moved: true,
    });
    // 11:00 taken too and 09:00–09:30 busy in the calendar: no hour before 12:00 fits whole.
    const fuller = [
      ...busy,
      span('2026-03-11T15:00:00Z', '2026-03-11T16:00:00Z'),
      span('2026-03-11T13:00:00Z', '2026-03-11T13:30:00Z'),
    ];
    expect(pickSlot({ ...base, requested: at('2026-03-11T14:00:00Z'), busy: fuller })).toMatchObject({
      start: at('2026-03-11T16:00:00Z'),
      moved: true,
    });
  });

  it('moves a time outside the business hours inside them', () => {
    // 19:00 asked: 16:00 the same day is the nearest slot that ends by 17:00.
    expect(pickSlot({ ...base, requested: at('2026-03-11T23:00:00Z'), busy: [] })).toMatchObject({
      start: at('2026-03-11T20:00:00Z'),
      moved: true,
    });
  });

  it('finds nothing when a whole week is taken', () => {
    const week = span('2026-03-11T00:00:00Z', '2026-03-20T00:00:00Z');
    expect(pickSlot({ ...base, requested: at('2026-03-11T14:00:00Z'), busy: [week] })).toBeNull();
  });

  it('takes hours that run past midnight as the calling hours do (00:00–00:00 is the whole day)', () => {
    const allDay = { ...base, hours: { start: '00:00', end: '00:00' } };
    expect(pickSlot({ ...allDay, requested: at('2026-03-12T03:00:00Z'), busy: [] })).toMatchObject({
      start: at('2026-03-12T03:00:00Z'),
      moved: false,
    });
    const busy = [span('2026-03-12T03:00:00Z', '2026-03-12T04:00:00Z')];
    expect(pickSlot({ ...allDay, requested: at('2026-03-12T03:00:00Z'), busy })).toMatchObject({
      start: at('2026-03-12T04:00:00Z'),
      moved: true,
    });
  });
});
