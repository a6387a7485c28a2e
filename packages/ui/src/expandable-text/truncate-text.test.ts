import { ELLIPSIS, isBlankText, truncateText } from './truncate-text';

describe('truncateText', () => {
  it('keeps texts at or under the limit whole', () => {
    expect(truncateText('a'.repeat(50), { cutAt: 50 })).toEqual({ text: 'a'.repeat(50), truncated: false });
  });

  it('cuts texts over the limit and adds an ellipsis', () => {
    expect(truncateText('a'.repeat(51), { cutAt: 50 })).toEqual({
      text: `${'a'.repeat(50)}${ELLIPSIS}`,
      truncated: true,
    });
  });

  it('cuts at one length only when longer than another', () => {
    const text24 = 'x'.repeat(24);
    expect(truncateText(text24, { cutAt: 20, longerThan: 24 }).truncated).toBe(false);
    expect(truncateText(`${text24}y`, { cutAt: 20, longerThan: 24 })).toEqual({
      text: `${'x'.repeat(20)}...`,
      truncated: true,
    });
  });
});

describe('isBlankText', () => {
  it.each([null, undefined, '', '   '])('treats %p as blank', (value) => {
    expect(isBlankText(value)).toBe(true);
  });

  it('treats any visible character as content', () => {
    expect(isBlankText(' a ')).toBe(false);
  });
});
