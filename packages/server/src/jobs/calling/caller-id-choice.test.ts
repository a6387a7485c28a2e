import type { CallerIdNumber } from '@callops/contracts/caller-ids';
import { isLocalNumber, phoneArea, rankCallerIds } from './caller-id-choice';

const TORONTO: CallerIdNumber = { phoneNumberId: 'pn_416', number: '+14165550100', dailyCap: 3 };
const VANCOUVER: CallerIdNumber = { phoneNumberId: 'pn_604', number: '+16045550100', dailyCap: 3 };
const LONDON: CallerIdNumber = { phoneNumberId: 'pn_uk', number: '+442071234567', dailyCap: 3 };
const POOL = [TORONTO, VANCOUVER, LONDON];
const none = new Set<string>();
const ids = (list: CallerIdNumber[]) => list.map((entry) => entry.phoneNumberId);

describe('phoneArea', () => {
  it('is the NANP area code, with or without the country code and in national format', () => {
    expect(phoneArea('+1 416 555 0199')).toBe('+1 416');
    expect(phoneArea('(416) 555-0199')).toBe('+1 416');
    expect(phoneArea('+1 212 555 0199')).toBe('+1 212');
  });

  it('is the country calling code and region prefix elsewhere, and null for what does not parse', () => {
    expect(phoneArea('+44 20 7946 0958')).toBe('+44 20');
    expect(phoneArea('+44 161 496 0000')).toBe('+44 16');
    expect(phoneArea('not a number')).toBeNull();
  });
});

describe('isLocalNumber', () => {
  it('matches the same area only', () => {
    expect(isLocalNumber('+14165550199', TORONTO.number)).toBe(true);
    expect(isLocalNumber('+14165550199', VANCOUVER.number)).toBe(false);
    expect(isLocalNumber('+442079460958', LONDON.number)).toBe(true);
    expect(isLocalNumber('+441614960000', LONDON.number)).toBe(false);
  });
});

describe('rankCallerIds', () => {
  it('puts the local number first even when it is the most used', () => {
    const used = new Map([
      ['pn_416', 2],
      ['pn_604', 0],
    ]);
    expect(ids(rankCallerIds(POOL, '+14165550000', used, none))).toEqual(['pn_416', 'pn_604', 'pn_uk']);
  });

  it('falls back to the least used today when no number is local', () => {
    const used = new Map([
      ['pn_416', 2],
      ['pn_604', 1],
    ]);
    expect(ids(rankCallerIds(POOL, '+13125550000', used, none))).toEqual(['pn_uk', 'pn_604', 'pn_416']);
  });

  it('leaves out numbers at their daily cap and rested numbers; empty when all are', () => {
    const used = new Map([['pn_416', 3]]);
    expect(ids(rankCallerIds(POOL, '+14165550000', used, new Set(['pn_uk'])))).toEqual(['pn_604']);
    expect(rankCallerIds(POOL, '+14165550000', used, new Set(['pn_uk', 'pn_604']))).toEqual([]);
  });

  it('keeps pool order on a tie', () => {
    expect(ids(rankCallerIds([VANCOUVER, TORONTO], '+13125550000', new Map(), none))).toEqual([
      'pn_604',
      'pn_416',
    ]);
  });
});
