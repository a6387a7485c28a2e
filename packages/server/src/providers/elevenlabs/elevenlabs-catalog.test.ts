import { type ElevenLabsFailure, startFakeElevenLabs } from '../../../test/fakes/fake-elevenlabs';
import type { FakeServer } from '../../../test/fakes/fake-http-server';
import { ANSWER_TIMEOUT_MS, STALL_TIMEOUT_MS } from '../../../test/fakes/vendor-timeouts';
import { vendorUrlsFrom } from '../../../test/fakes/vendor-urls';
import { ProviderError } from '../provider-error';
import { createElevenLabsCatalog } from './elevenlabs-catalog';

const API_KEY = 'xi-key-0123456789abcdef';
const VOICES = [
  { voiceId: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel', previewUrl: 'https://storage.example/rachel.mp3' },
  { voiceId: 'pNInz6obpgDQGcFmaJgB', name: 'Adam', previewUrl: null },
];

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(ProviderError);
      return err as ProviderError;
    },
  );

describe('the live ElevenLabs voice catalogue against the fake ElevenLabs', () => {
  let elevenlabs: FakeServer<ElevenLabsFailure>;
  let baseUrl: string;
  const catalog = (apiKey = API_KEY, timeoutMs = ANSWER_TIMEOUT_MS) =>
    createElevenLabsCatalog({ apiKey }, baseUrl, fetch, { timeoutMs });

  beforeEach(async () => {
    elevenlabs = await startFakeElevenLabs({ apiKey: API_KEY, voices: VOICES });
    baseUrl = vendorUrlsFrom({ ELEVENLABS_BASE_URL: elevenlabs.url }).elevenlabs;
  });
  afterEach(() => elevenlabs.close());

  it('reads a voice with its preview, sending the key in xi-api-key', async () => {
    await expect(catalog().getVoice('21m00Tcm4TlvDq8ikWAM')).resolves.toEqual({
      voiceId: '21m00Tcm4TlvDq8ikWAM',
      name: 'Rachel',
      previewUrl: 'https://storage.example/rachel.mp3',
      category: 'premade',
    });
    const [request] = elevenlabs.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/v1/voices/21m00Tcm4TlvDq8ikWAM');
    expect(request?.headers['xi-api-key']).toBe(API_KEY);
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('reads a null preview_url as no preview', async () => {
    await expect(catalog().getVoice('pNInz6obpgDQGcFmaJgB')).resolves.toMatchObject({ previewUrl: null });
  });

  it('answers null for an unknown voice, whether the status is 404 or 400', async () => {
    await expect(catalog().getVoice('unknownVoice123')).resolves.toBeNull();
    await elevenlabs.close();
    elevenlabs = await startFakeElevenLabs({ apiKey: API_KEY, voices: VOICES, unknownVoiceStatus: 400 });
    baseUrl = elevenlabs.url;
    await expect(catalog().getVoice('unknownVoice123')).resolves.toBeNull();
  });

  it('refuses a wrong key: 401 invalid_api_key, not retryable, key not in the message', async () => {
    const err = await failure(catalog('xi-wrong-key-987').getVoice('21m00Tcm4TlvDq8ikWAM'));
    expect(err.options).toMatchObject({ status: 401, code: 'invalid_api_key', retryable: false });
    expect(err.message).not.toContain('xi-wrong-key-987');
  });

  it('maps a 422 from the fake’s own check of the id', async () => {
    const err = await failure(catalog().getVoice('not a voice id!'));
    expect(err.options).toMatchObject({ status: 422, code: 'validation_error', retryable: false });
  });

  it.each([
    ['unauthorized', 401, 'invalid_api_key', false],
    ['validation', 422, 'validation_error', false],
    ['too-many-concurrent', 429, 'too_many_concurrent_requests', true],
    ['system-busy', 429, 'system_busy', true],
    ['server-error', 500, 'internal_error', true],
  ] as const)('maps the fake’s %s answer (%i %s) → retryable %s', async (name, status, code, retryable) => {
    elevenlabs.failNext(name);
    const err = await failure(catalog().getVoice('21m00Tcm4TlvDq8ikWAM'));
    expect(err.options).toMatchObject({ status, code, retryable });
    await expect(catalog().getVoice('21m00Tcm4TlvDq8ikWAM')).resolves.toMatchObject({ name: 'Rachel' });
  });

  it('reads the voice-not-found failure as null too', async () => {
    elevenlabs.failNext('voice-not-found');
    await expect(catalog().getVoice('21m00Tcm4TlvDq8ikWAM')).resolves.toBeNull();
  });

  it('times out (retryable) when ElevenLabs does not answer', async () => {
    elevenlabs.failNext('stall');
    const err = await failure(catalog(API_KEY, STALL_TIMEOUT_MS).getVoice('21m00Tcm4TlvDq8ikWAM'));
    expect(err.options).toMatchObject({ code: 'ETIMEDOUT', retryable: true });
  });

  it('escapes the id into the path', async () => {
    await failure(catalog().getVoice('../models'));
    expect(elevenlabs.requests[0]?.path).toBe('/v1/voices/..%2Fmodels');
  });
});
