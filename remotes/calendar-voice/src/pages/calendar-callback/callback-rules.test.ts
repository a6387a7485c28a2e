import { CALENDAR_MESSAGES } from '@callops/contracts/calendar';
import { callbackStart } from './callback-rules';

describe('callbackStart', () => {
  it("fails with Google's error, even when a code came too", () => {
    expect(callbackStart({ code: '4/0A', error: 'access_denied' })).toEqual({
      kind: 'failure',
      message: 'Authorization failed: access_denied',
    });
  });

  it('fails without a code', () => {
    for (const code of [null, '', '  ']) {
      expect(callbackStart({ code, error: null })).toEqual({
        kind: 'failure',
        message: CALENDAR_MESSAGES.callbackNoCode,
      });
    }
  });

  it('submits the code', () => {
    expect(callbackStart({ code: '4/0Abc', error: null })).toEqual({ kind: 'submitting', code: '4/0Abc' });
  });
});
