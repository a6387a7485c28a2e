import type { ServiceContext } from '../context/service-context';
import { ownMediaPath, signedRecordingUrl, verifyMediaSignature } from './media-signature';

const PUBLIC_URL = 'http://localhost:8080';
const SECRET = 'a-test-secret';
const now = new Date('2026-03-11T14:00:00.000Z');
const ctx = {
  now,
  app: { config: { publicUrl: PUBLIC_URL, secretKey: SECRET } },
} as unknown as ServiceContext;

describe('ownMediaPath', () => {
  it('keeps a media path and turns a link on our own public origin into its path', () => {
    expect(ownMediaPath('/media/simulated-recordings/sim-1.wav', PUBLIC_URL)).toBe(
      '/media/simulated-recordings/sim-1.wav',
    );
    expect(ownMediaPath('http://localhost:8080/media/simulated-recordings/sim-1.wav', PUBLIC_URL)).toBe(
      '/media/simulated-recordings/sim-1.wav',
    );
  });

  it("leaves another origin's link alone, even with a /media/ path", () => {
    expect(ownMediaPath('https://storage.vapi.ai/media/abc.wav', PUBLIC_URL)).toBeNull();
    expect(ownMediaPath('http://127.0.0.1:8080/media/simulated-recordings/sim-1.wav', PUBLIC_URL)).toBeNull();
    expect(ownMediaPath('http://localhost:8080/api/v1/calls', PUBLIC_URL)).toBeNull();
    expect(ownMediaPath('not a link', PUBLIC_URL)).toBeNull();
  });
});

describe('signedRecordingUrl', () => {
  it('answers our own recording as a signed relative path, whichever way it was stored', () => {
    for (const stored of [
      '/media/simulated-recordings/sim-1.wav',
      'http://localhost:8080/media/simulated-recordings/sim-1.wav',
    ]) {
      const signed = signedRecordingUrl(ctx, stored) ?? '';
      const match = /^\/media\/simulated-recordings\/sim-1\.wav\?expires=(\d+)&signature=([0-9a-f]+)$/.exec(
        signed,
      );
      expect(match).not.toBeNull();
      const [, expires, signature] = match as RegExpExecArray;
      expect(
        verifyMediaSignature(
          SECRET,
          '/media/simulated-recordings/sim-1.wav',
          Number(expires),
          signature ?? '',
          now,
        ),
      ).toBe(true);
    }
  });

  it("answers a vendor's recording as it is, and nothing for none", () => {
    expect(signedRecordingUrl(ctx, 'https://storage.vapi.ai/rec/abc.wav')).toBe(
      'https://storage.vapi.ai/rec/abc.wav',
    );
    expect(signedRecordingUrl(ctx, null)).toBeNull();
  });
});

describe('signed links kept for the second', () => {
  const path = '/media/simulated-recordings/sim-2.wav';
  const signedAt = (at: Date, secretKey: string) => {
    const url =
      signedRecordingUrl(
        { ...ctx, now: at, app: { config: { publicUrl: PUBLIC_URL, secretKey } } } as ServiceContext,
        path,
      ) ?? '';
    const [, expires, signature] = /\?expires=(\d+)&signature=([0-9a-f]+)$/.exec(url) as RegExpExecArray;
    return { expires: Number(expires), signature: signature ?? '' };
  };

  it("signs with each call's secret and second, not a kept one of another", () => {
    const later = new Date(now.getTime() + 1000);
    for (const [at, secretKey] of [
      [now, SECRET],
      [now, 'another-secret'],
      [later, 'another-secret'],
      [now, SECRET],
    ] as const) {
      const { expires, signature } = signedAt(at, secretKey);
      expect(expires).toBe(Math.floor(at.getTime() / 1000) + 6 * 3600);
      expect(verifyMediaSignature(secretKey, path, expires, signature, at)).toBe(true);
    }
    expect(signedAt(now, SECRET).signature).not.toBe(signedAt(now, 'another-secret').signature);
  });
});
