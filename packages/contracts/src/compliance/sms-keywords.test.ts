import { smsKeyword } from './sms-keywords';

describe('Twilio’s SMS keywords', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop ', 'stop'],
    ['Unsubscribe', 'stop'],
    ['quit', 'stop'],
    ['START', 'start'],
    ['unstop', 'start'],
    ['yes', 'start'],
    ['HELP', 'help'],
    ['info', 'help'],
  ])('%j is %s', (body, keyword) => {
    expect(smsKeyword(body)).toBe(keyword);
  });

  it('any other text, or a keyword inside a sentence, is none', () => {
    expect(smsKeyword('please stop calling')).toBeNull();
    expect(smsKeyword('STOP!')).toBeNull();
    expect(smsKeyword('')).toBeNull();
  });
});
