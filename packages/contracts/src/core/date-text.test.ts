import {
  businessZone,
  calendarDayText,
  clockFace,
  dateText,
  dateTimeText,
  dateTimeWithZoneText,
  dayText,
  relativeText,
  timeText,
  weekdayTimeText,
  zoneNameText,
} from './date-text';
import { instantText } from './instant-text';

const NINE_TORONTO = '2026-03-12T13:00:05Z';

describe('date-text', () => {
  it('writes one instant the same way in every style, in the zone given, whatever the machine runs in', () => {
    expect(dateTimeText(NINE_TORONTO, 'America/Toronto')).toBe('Mar 12, 2026, 9:00 a.m.');
    expect(dateText(NINE_TORONTO, 'America/Toronto')).toBe('Mar 12, 2026');
    expect(timeText(NINE_TORONTO, 'America/Toronto')).toBe('9:00 a.m.');
    expect(dayText(NINE_TORONTO, 'America/Toronto')).toBe('Thu, Mar 12');
    expect(dateTimeText(NINE_TORONTO, 'Asia/Kolkata')).toBe('Mar 12, 2026, 6:30 p.m.');
    expect(weekdayTimeText(NINE_TORONTO, 'America/Toronto')).toBe('Thu 9:00 a.m.');
    expect(weekdayTimeText(NINE_TORONTO, 'America/St_Johns')).toBe('Thu 10:30 a.m.');
  });

  it('agrees with what the engine writes in its messages', () => {
    expect(dateTimeText(NINE_TORONTO, 'America/Toronto')).toBe(
      instantText(new Date(NINE_TORONTO), 'America/Toronto').replaceAll('\u202f', ' '),
    );
  });

  it('shows N/A for an unset value and an unreadable one as it came', () => {
    expect(dateTimeText(null, 'America/Toronto')).toBe('N/A');
    expect(dateText(undefined, 'America/Toronto')).toBe('N/A');
    expect(timeText('', 'America/Toronto')).toBe('N/A');
    expect(dateTimeText('not a date', 'America/Toronto')).toBe('not a date');
  });

  it('names the zone on a table time', () => {
    expect(zoneNameText('America/Toronto', new Date(NINE_TORONTO))).toBe('EDT');
    expect(zoneNameText('America/Toronto', new Date('2026-01-12T13:00:00Z'))).toBe('EST');
    expect(dateTimeWithZoneText(NINE_TORONTO, 'America/Toronto')).toBe('Mar 12, 2026, 9:00 a.m. EDT');
    expect(dateTimeWithZoneText(null, 'America/Toronto')).toBe('N/A');
  });

  it('shows a calendar day as it is, whatever the zone', () => {
    expect(calendarDayText('2026-03-12')).toBe('Thu, Mar 12');
    expect(calendarDayText('someday')).toBe('someday');
  });

  it('says how long ago or until', () => {
    const now = new Date(NINE_TORONTO);
    expect(relativeText('2026-03-12T12:55:05Z', now)).toBe('5 minutes ago');
    expect(relativeText('2026-03-12T15:00:05Z', now)).toBe('in 2 hours');
    expect(relativeText('2026-03-11T13:00:05Z', now)).toBe('yesterday');
    expect(relativeText(NINE_TORONTO, now)).toBe('now');
    expect(relativeText(null, now)).toBe('N/A');
  });

  it('uses the business zone when valid and the default one otherwise, never the browser zone', () => {
    expect(businessZone('Europe/Paris')).toBe('Europe/Paris');
    expect(businessZone('Mars/Olympus')).toBe('America/Toronto');
    expect(businessZone(undefined)).toBe('America/Toronto');
  });

  it('gives the dashboard clock its face', () => {
    expect(clockFace(new Date(NINE_TORONTO), 'America/Toronto')).toEqual({
      time: '09:00:05',
      date: 'Thursday, March 12, 2026',
      zoneName: 'EDT',
    });
  });
});
