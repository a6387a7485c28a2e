import { decodePcm, rootMeanSquare } from './listen-pcm';

const pcm = (...samples: number[]) => {
  const view = new DataView(new ArrayBuffer(samples.length * 2));
  for (const [i, s] of samples.entries()) view.setInt16(i * 2, s, true);
  return view.buffer;
};

describe('decoding the listen audio', () => {
  it('reads little-endian 16-bit samples into [-1, 1)', () => {
    const [mono] = decodePcm(pcm(0, 16_384, -32_768, 32_767), 1);
    expect(Array.from(mono as Float32Array)).toEqual([0, 0.5, -1, 32_767 / 32_768]);
  });

  it('splits interleaved channels and leaves out an incomplete sample group', () => {
    const [left, right] = decodePcm(pcm(100, -100, 200, -200, 300), 2);
    expect(Array.from(left as Float32Array).map((s) => Math.round(s * 32_768))).toEqual([100, 200]);
    expect(Array.from(right as Float32Array).map((s) => Math.round(s * 32_768))).toEqual([-100, -200]);
    expect(decodePcm(new Uint8Array([1, 2, 3]).buffer, 1)[0]).toHaveLength(1);
  });

  it('measures loudness: silence is 0, a full-scale square wave is 1', () => {
    expect(rootMeanSquare(new Float32Array(8))).toBe(0);
    expect(rootMeanSquare([1, -1, 1, -1])).toBe(1);
    expect(rootMeanSquare([])).toBe(0);
  });
});
