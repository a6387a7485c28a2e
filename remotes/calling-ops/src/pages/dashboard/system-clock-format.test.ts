import { clockFace, clockTimeZone } from './system-clock-format';

describe('clockTimeZone', () => {
  it('uses the business zone when it is a real zone', () => {
    expect(clockTimeZone('America/Toronto')).toBe('America/Toronto');
  });

  it("falls back to the browser's zone when none or a wrong one is given", () => {
    const browser = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(clockTimeZone(undefined)).toBe(browser);
    expect(clockTimeZone('Mars/Olympus_Mons')).toBe(browser);
  });
});

describe('clockFace', () => {
  const instant = new Date('2026-03-11T15:30:05.000Z');

  it('shows 24-hour time with seconds and the long date in the zone', () => {
    expect(clockFace(instant, 'America/Toronto')).toEqual({
      time: '11:30:05',
      date: 'Wednesday, March 11, 2026',
      zoneName: 'EDT',
    });
  });

  it('moves to the next calendar day where it is already past midnight', () => {
    expect(clockFace(instant, 'Asia/Tokyo')).toEqual({
      time: '00:30:05',
      date: 'Thursday, March 12, 2026',
      zoneName: 'GMT+9',
    });
  });
});
