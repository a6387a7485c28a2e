// The listen socket's audio (16-bit little-endian PCM, channels interleaved) as the Float32 samples Web Audio plays.

/** One frame's samples per channel, each in [-1, 1); a trailing odd byte or incomplete sample group is left out. */
export function decodePcm(bytes: ArrayBuffer, channels: number): Float32Array<ArrayBuffer>[] {
  const view = new DataView(bytes);
  const frames = Math.floor(bytes.byteLength / (2 * channels));
  const out = Array.from({ length: channels }, () => new Float32Array(frames));
  for (let i = 0; i < frames; i += 1) {
    for (let c = 0; c < channels; c += 1) {
      (out[c] as Float32Array)[i] = view.getInt16((i * channels + c) * 2, true) / 32_768;
    }
  }
  return out;
}

/** The loudness of samples (root mean square): what the level meter shows. */
export function rootMeanSquare(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += (samples[i] as number) ** 2;
  return Math.sqrt(sum / samples.length);
}
