import { callingWindow } from './calling-window';

const zone = 'America/Toronto';
const hours = { start: '09:00', end: '17:00' };

describe('callingWindow', () => {
  it('is open inside the hours and says when they close', () => {
    const w = callingWindow(new Date('2026-03-11T15:30:00Z'), zone, hours); // 11:30 in Toronto (EDT)
    expect(w).toEqual({ open: true, closesAt: new Date('2026-03-11T21:00:00Z'), opensAt: null });
  });

  it('is closed before and after, and names the next opening', () => {
    expect(callingWindow(new Date('2026-03-11T12:00:00Z'), zone, hours)).toEqual({
      open: false,
      closesAt: null,
      opensAt: new Date('2026-03-11T13:00:00Z'),
    });
    expect(callingWindow(new Date('2026-03-11T21:00:00Z'), zone, hours).opensAt).toEqual(
      new Date('2026-03-12T13:00:00Z'),
    );
  });

  it('keeps wall-clock hours across the spring daylight-saving change', () => {
    // 2026-03-08: clocks go forward in Toronto; 09:00 is 14:00Z before and 13:00Z after.
    expect(callingWindow(new Date('2026-03-07T22:30:00Z'), zone, hours).opensAt).toEqual(
      new Date('2026-03-08T13:00:00Z'),
    );
  });

  it('runs past midnight when the end is not after the start', () => {
    const night = { start: '20:00', end: '02:00' };
    expect(callingWindow(new Date('2026-03-12T05:30:00Z'), zone, night).open).toBe(true); // 01:30 local
    expect(callingWindow(new Date('2026-03-12T07:00:00Z'), zone, night).open).toBe(false); // 03:00 local
  });
});
