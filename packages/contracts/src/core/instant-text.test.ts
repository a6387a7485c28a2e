import { endOfSentence, instantText } from './instant-text';

describe('endOfSentence', () => {
  it('closes a sentence that ends with a time once, not twice', () => {
    const nine = instantText(new Date('2026-03-12T13:00:00Z'), 'America/Toronto');
    expect(nine).toBe('Mar 12, 2026, 9:00 a.m.');
    expect(`waiting until ${endOfSentence(nine)}`).toBe('waiting until Mar 12, 2026, 9:00 a.m.');
  });

  it('adds the full stop to anything else', () => {
    expect(endOfSentence('Thursday')).toBe('Thursday.');
  });
});
