import { leadLocation, phoneKey } from './callee-location';

describe('a lead’s location from its number', () => {
  it.each([
    ['+1 416 555 0101', 'CA', ['America/Toronto']],
    ['(604) 555-0101', 'CA', ['America/Vancouver']],
    ['902-555-0101', 'CA', ['America/Halifax']],
    ['+1 212 555 0101', 'US', ['America/New_York']],
  ])('%s is in %s, %j', (phone, country, zones) => {
    expect(leadLocation(phone, null)).toMatchObject({ country, zones });
  });

  it('narrows a range that spans several zones by the city, and keeps them all without one', () => {
    const newfoundland = leadLocation('+1 709 555 0101', null);
    expect(newfoundland.zones.length).toBeGreaterThan(1);
    expect(newfoundland.zones).toContain('America/St_Johns');
    expect(leadLocation('+1 709 555 0101', "St. John's").zones).toEqual(['America/St_Johns']);
    // a toll-free number may ring anywhere in North America
    expect(leadLocation('+1 800 555 0101', 'Nowhere').zones.length).toBeGreaterThan(10);
  });

  it('knows nothing of a number that is not valid', () => {
    expect(leadLocation('12345', 'Toronto')).toEqual({ country: null, zones: [], phoneKey: null });
    expect(leadLocation(null, null)).toEqual({ country: null, zones: [], phoneKey: null });
  });

  it('keys numbers in E.164 however they are written', () => {
    expect(phoneKey('(416) 555-0101')).toBe('+14165550101');
    expect(phoneKey('+1-416-555-0101')).toBe('+14165550101');
    expect(phoneKey('1 416 555 0101')).toBe('+14165550101');
    expect(phoneKey('555')).toBeNull();
    expect(phoneKey('')).toBeNull();
  });
});
