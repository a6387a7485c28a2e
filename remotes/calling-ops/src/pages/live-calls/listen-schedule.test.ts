import { frameStart, LISTEN_LEAD_SECONDS, reconnectDelayMs } from './listen-schedule';

describe('scheduling the listen audio', () => {
  it('starts the first frame a short lead ahead, and each next one where the last ends', () => {
    expect(frameStart(10, 0, 0.04)).toBe(10 + LISTEN_LEAD_SECONDS);
    expect(frameStart(10, 10.19, 0.04)).toBe(10.19);
  });

  it('starts again a lead ahead after the queue ran dry', () => {
    expect(frameStart(12, 11.5, 0.04)).toBe(12 + LISTEN_LEAD_SECONDS);
  });

  it('drops a frame that would play more than a second late', () => {
    expect(frameStart(10, 10.98, 0.04)).toBeNull();
    expect(frameStart(10, 10.9, 0.04)).toBe(10.9);
  });

  it('waits longer after each failed reconnect, up to 10 seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(reconnectDelayMs)).toEqual([
      500, 1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});
