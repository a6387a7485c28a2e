import { type FakeResponse, type FakeServer, startFakeServer } from './fake-http-server';

/** A local ElevenLabs voices API: `GET /v1/voices/:id` behind the `xi-api-key` header. */

export type ElevenLabsFailure =
  | 'unauthorized'
  | 'voice-not-found'
  | 'validation'
  | 'too-many-concurrent'
  | 'system-busy'
  | 'server-error';

export interface FakeVoice {
  voiceId: string;
  name: string;
  /** null: the voice has no sample (the field is nullable). */
  previewUrl: string | null;
  category?: 'generated' | 'cloned' | 'premade' | 'professional' | 'famous' | 'high_quality';
}

export interface FakeElevenLabsOptions {
  apiKey: string;
  voices: FakeVoice[];
  /** The status of an unknown voice is not documented: 404 by default, 400 to try the other reading. */
  unknownVoiceStatus?: 404 | 400;
}

const detail = (
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): FakeResponse => ({
  status,
  body: { detail: { status: code, message } },
  ...(headers ? { headers } : {}),
});
const CONCURRENCY = { 'current-concurrent-requests': '5', 'maximum-concurrent-requests': '5' };

const FAILURES: Record<ElevenLabsFailure, FakeResponse> = {
  unauthorized: detail(401, 'invalid_api_key', 'Invalid API key'),
  'voice-not-found': detail(404, 'voice_not_found', 'A voice with the voice_id was not found.'),
  validation: {
    status: 422,
    body: { detail: [{ loc: ['path', 'voice_id'], msg: 'field required', type: 'value_error.missing' }] },
  },
  'too-many-concurrent': detail(
    429,
    'too_many_concurrent_requests',
    'Too many concurrent requests.',
    CONCURRENCY,
  ),
  'system-busy': detail(429, 'system_busy', 'The system is experiencing heavy traffic.'),
  'server-error': { status: 500, body: { detail: { status: 'internal_error', message: 'Internal error' } } },
};

/** What ElevenLabs documents as a voice id: short and alphanumeric. */
const VOICE_ID = /^[A-Za-z0-9]{1,64}$/;

export async function startFakeElevenLabs(
  options: FakeElevenLabsOptions,
): Promise<FakeServer<ElevenLabsFailure>> {
  return startFakeServer<ElevenLabsFailure>({
    failures: FAILURES,
    handle(request) {
      if (request.headers['xi-api-key'] !== options.apiKey) return FAILURES.unauthorized;
      const match = /^\/v1\/voices\/([^/]*)$/.exec(request.path);
      if (!match || request.method !== 'GET') return { status: 404, body: { detail: 'Not Found' } };
      const id = decodeURIComponent(match[1] ?? '');
      if (!VOICE_ID.test(id)) {
        return {
          status: 422,
          body: { detail: [{ loc: ['path', 'voice_id'], msg: 'invalid voice id', type: 'value_error' }] },
        };
      }
      const voice = options.voices.find((v) => v.voiceId === id);
      if (!voice) {
        return { ...FAILURES['voice-not-found'], status: options.unknownVoiceStatus ?? 404 };
      }
      return {
        status: 200,
        body: {
          voice_id: voice.voiceId,
          name: voice.name,
          category: voice.category ?? 'premade',
          labels: { accent: 'american', gender: 'female' },
          available_for_tiers: [],
          high_quality_base_model_ids: ['eleven_turbo_v2_5'],
          preview_url: voice.previewUrl,
          description: null,
          settings: null,
          samples: null,
          sharing: null,
          is_owner: false,
          created_at_unix: null,
        },
      };
    },
  });
}
