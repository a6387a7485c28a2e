import { validateConfigValue } from '../settings/config-validation';
import { parseCallerIdPool } from './caller-id-pool';

describe('parseCallerIdPool', () => {
  it('reads one number a line, skipping empty lines; an empty text is an empty pool', () => {
    expect(parseCallerIdPool('pn_1, +14165550100, 150\n\n  pn-2,+16045550100,20  \n')).toEqual({
      pool: [
        { phoneNumberId: 'pn_1', number: '+14165550100', dailyCap: 150 },
        { phoneNumberId: 'pn-2', number: '+16045550100', dailyCap: 20 },
      ],
    });
    expect(parseCallerIdPool('')).toEqual({ pool: [] });
  });

  it.each([
    ['pn_1 +14165550100 150', 'Line 1: must be a VAPI phone-number id, an E.164 number and a daily cap'],
    [
      'pn 1, +14165550100, 150',
      "Line 1: the VAPI phone-number id may hold letters, digits, '-' and '_' only",
    ],
    ['pn_1, 416-555-0100, 150', 'Line 1: the number must be in E.164'],
    ['pn_1, +14165550100, 0', 'Line 1: the daily cap must be a whole number from 1 to 100000'],
    ['pn_1, +14165550100, 1.5', 'Line 1: the daily cap must be a whole number'],
    ['pn_1, +14165550100, 5\npn_1, +14165550101, 5', 'Line 2: pn_1 is listed twice'],
    ['pn_1, +14165550100, 5\npn_2, +14165550100, 5', 'Line 2: +14165550100 is listed twice'],
  ])('refuses %j, naming the line', (text, message) => {
    const parsed = parseCallerIdPool(text);
    expect('error' in parsed && parsed.error).toContain(message);
    expect(validateConfigValue('caller_id_pool', text)).toContain(message);
  });
});
