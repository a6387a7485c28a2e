import { ProviderError } from '../provider-error';
import type { ProviderSettings } from '../provider-selection';
import {
  asRecord,
  DEFAULT_VENDOR_TIMEOUT_MS,
  type FetchImpl,
  isRetryableStatus,
  retryAfterSeconds,
  type VendorHttpOptions,
  type VendorResponse,
  vendorRequest,
  vendorUrl,
} from '../vendor-http';
import type { VoiceCatalog } from './voice-catalog';

const PROVIDER = 'ElevenLabs';

/** ElevenLabs' `detail.status` codes (`{"detail":{"status":"…","message":"…"}}`); 422 has a list instead. */
function detailStatus(json: unknown): string | undefined {
  const status = asRecord(asRecord(json)?.detail)?.status;
  return typeof status === 'string' && /^[a-z0-9_]{1,64}$/.test(status) ? status : undefined;
}

/** The live voice catalogue: looks voices up in the account's ElevenLabs library. */
export function createElevenLabsCatalog(
  settings: ProviderSettings['elevenlabs'],
  baseUrl: string,
  fetchImpl: FetchImpl = fetch,
  options: VendorHttpOptions = {},
): VoiceCatalog {
  const timeoutMs = options.timeoutMs ?? DEFAULT_VENDOR_TIMEOUT_MS;
  return {
    mode: 'live',
    async getVoice(voiceId) {
      const res = await vendorRequest(
        PROVIDER,
        fetchImpl,
        vendorUrl(baseUrl, `/v1/voices/${encodeURIComponent(voiceId)}`),
        { method: 'GET', headers: { 'xi-api-key': settings.apiKey, accept: 'application/json' } },
        timeoutMs,
        'get_voice',
      );
      const status = detailStatus(res.json);
      // The status of an unknown voice is not documented (voice_not_found is listed under 400/401): any answer
      // that says voice_not_found, or a bare 404, means "no such voice".
      if (status === 'voice_not_found' || (res.status === 404 && status === undefined)) return null;
      if (res.status !== 200) throw elevenLabsError(res, status);
      const voice = asRecord(res.json);
      if (typeof voice?.voice_id !== 'string' || typeof voice.name !== 'string') {
        throw new ProviderError(PROVIDER, 'looking up the voice: the answer is not a voice', {
          status: res.status,
        });
      }
      return {
        voiceId: voice.voice_id,
        name: voice.name,
        previewUrl:
          typeof voice.preview_url === 'string' && voice.preview_url !== '' ? voice.preview_url : null,
        category: typeof voice.category === 'string' && voice.category !== '' ? voice.category : null,
      };
    },
  };
}

function elevenLabsError(res: VendorResponse, status: string | undefined): ProviderError {
  const code = status ?? (res.status === 422 ? 'validation_error' : undefined);
  const detail =
    res.status === 401
      ? 'refused the API key'
      : res.status === 422
        ? 'refused the request as invalid'
        : res.status === 429
          ? 'is busy or rate limiting'
          : 'answered with an error';
  return new ProviderError(
    PROVIDER,
    `looking up the voice: ${detail} (${res.status}${code ? ` ${code}` : ''})`,
    {
      status: res.status,
      code,
      retryable: isRetryableStatus(res.status),
      retryAfterSeconds: res.status === 429 ? retryAfterSeconds(res.headers) : undefined,
    },
  );
}
