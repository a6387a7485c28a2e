import { formatPlaybackTime, playbackPercent, seekBy, seekTimeAt } from './playback-time';

describe('formatPlaybackTime', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [75, '1:15'],
    [600, '10:00'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('%p seconds read %s', (seconds, text) => {
    expect(formatPlaybackTime(seconds)).toBe(text);
  });
});

describe('playbackPercent', () => {
  it('rounds to whole percent', () => {
    expect(playbackPercent(30, 90)).toBe(33);
    expect(playbackPercent(45, 90)).toBe(50);
    expect(playbackPercent(90, 90)).toBe(100);
  });

  it('is 0 while the duration is unknown and never leaves 0..100', () => {
    expect(playbackPercent(10, Number.NaN)).toBe(0);
    expect(playbackPercent(10, Number.POSITIVE_INFINITY)).toBe(0);
    expect(playbackPercent(10, 0)).toBe(0);
    expect(playbackPercent(120, 90)).toBe(100);
    expect(playbackPercent(-1, 90)).toBe(0);
  });
});

describe('seekTimeAt', () => {
  it('maps the click position to a time', () => {
    expect(seekTimeAt(50, 200, 120)).toBe(30);
    expect(seekTimeAt(0, 200, 120)).toBe(0);
    expect(seekTimeAt(250, 200, 120)).toBe(120);
    expect(seekTimeAt(-10, 200, 120)).toBe(0);
  });

  it('cannot seek without a width or a known duration', () => {
    expect(seekTimeAt(50, 0, 120)).toBeNull();
    expect(seekTimeAt(50, 200, Number.NaN)).toBeNull();
  });
});

describe('seekBy', () => {
  it('steps and stays inside the recording', () => {
    expect(seekBy(10, 5, 60)).toBe(15);
    expect(seekBy(2, -5, 60)).toBe(0);
    expect(seekBy(58, 5, 60)).toBe(60);
    expect(seekBy(5, 5, Number.POSITIVE_INFINITY)).toBeNull();
  });
});
