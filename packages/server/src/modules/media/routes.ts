import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { calls } from '../../db/schema';
import { errorEnvelope } from '../../http/envelope';
import { verifyMediaSignature } from '../../http/media-signature';
import { SIMULATED_VOICES } from '../../providers/elevenlabs/simulated-voice-catalog';
import { recordingWav } from '../../providers/simulation/recording-audio';

const CACHE = new Map<string, Buffer>();
const CACHE_SIZE = 16;

/** A byte range of `size` bytes from a Range header: [start, end] inclusive, null for none, 'invalid' to refuse. */
export function byteRange(header: string | undefined, size: number): [number, number] | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 ? 'invalid' : [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start > end || start >= size ? 'invalid' : [start, end];
}

/**
 * The recordings of simulated calls: real WAV audio of the call's length, following its timed transcript, served
 * with HTTP Range (206) so a player can seek without fetching the file again. The link is signed (the recordings
 * list signs it for the signed-in user), since an <audio> element cannot send a bearer token.
 */
export function registerMediaRoutes(app: FastifyInstance): void {
  const services = app.services;
  registerVoicePreviews(app);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/simulated-recordings/:file',
    // Range answers are byte ranges of the file itself: never re-encoded on the way out.
    compress: false,
    schema: {
      summary: 'Audio of a simulated call (a signed link from the recordings list); supports Range requests',
      tags: ['media'],
      params: z.object({
        file: z
          .string()
          .max(80)
          .regex(/^sim-[0-9a-f-]{36}\.wav$/),
      }),
      querystring: z.object({
        expires: z.coerce.number().int(),
        signature: z
          .string()
          .max(128)
          .regex(/^[0-9a-f]*$/),
      }),
    },
    handler: async (request, reply) => {
      const { file } = request.params as { file: string };
      const { expires, signature } = request.query as { expires: number; signature: string };
      const path = `/media/simulated-recordings/${file}`;
      if (!verifyMediaSignature(services.config.secretKey, path, expires, signature, services.clock.now())) {
        return reply
          .status(401)
          .send(errorEnvelope(request, 'This recording link is not valid or has expired'));
      }
      const providerCallId = file.replace(/\.wav$/, '');
      let wav = CACHE.get(providerCallId);
      if (!wav) {
        const [call] = await services.database.db
          .select({ duration: calls.durationSeconds, lines: calls.transcriptMessages })
          .from(calls)
          .where(eq(calls.callSid, providerCallId))
          .limit(1);
        if (!call?.duration) return reply.status(404).send(errorEnvelope(request, 'Recording not found'));
        wav = recordingWav({ durationSeconds: call.duration, lines: call.lines ?? [] });
        CACHE.set(providerCallId, wav);
        if (CACHE.size > CACHE_SIZE) CACHE.delete(CACHE.keys().next().value as string);
      }
      reply
        .header('content-type', 'audio/wav')
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, max-age=3600');
      const range = byteRange(request.headers.range, wav.length);
      if (range === 'invalid') {
        return reply
          .status(416)
          .header('content-range', `bytes */${wav.length}`)
          .send(errorEnvelope(request, 'Range not satisfiable'));
      }
      if (!range) return reply.header('content-length', wav.length).send(wav);
      const [start, end] = range;
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${wav.length}`)
        .header('content-length', end - start + 1)
        .send(wav.subarray(start, end + 1));
    },
  });
}

const PREVIEW_SECONDS = 4;
const PREVIEWS = new Map<string, Buffer>();

/**
 * The previews of the simulated voice catalogue: a few seconds of synthetic speech per premade voice, so the Voice
 * Manager plays something without ElevenLabs. Public like ElevenLabs' own preview links: nothing private is in them.
 */
function registerVoicePreviews(app: FastifyInstance): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/voice-previews/:file',
    schema: {
      summary: 'Preview audio of a voice of the simulated voice catalogue',
      tags: ['media'],
      params: z.object({
        file: z
          .string()
          .max(80)
          .regex(/^[A-Za-z0-9]{1,64}\.wav$/),
      }),
    },
    handler: async (request, reply) => {
      const { file } = request.params as { file: string };
      const voice = SIMULATED_VOICES.find((v) => `${v.voiceId}.wav` === file);
      if (!voice) return reply.status(404).send(errorEnvelope(request, 'Preview not found'));
      let wav = PREVIEWS.get(voice.voiceId);
      if (!wav) {
        const text = `Hello, this is ${voice.name}. Thanks for taking my call today.`;
        wav = recordingWav({
          durationSeconds: PREVIEW_SECONDS,
          lines: [{ speaker: 'assistant', text, seconds: 0.2 }],
        });
        PREVIEWS.set(voice.voiceId, wav);
      }
      return reply
        .header('content-type', 'audio/wav')
        .header('cache-control', 'public, max-age=86400')
        .header('content-length', wav.length)
        .send(wav);
    },
  });
}
