import { endpoints } from '@callops/contracts';
import { VOICE_MESSAGES } from '@callops/contracts/voices';
import type { FastifyInstance } from 'fastify';
import { withMessage } from '../../http/envelope';
import { route } from '../../http/route';
import {
  addVoice,
  archiveVoice,
  deleteVoice,
  fetchVoiceDetails,
  listVoices,
  setVoiceStatus,
  unarchiveVoice,
} from './service';

export function registerVoiceRoutes(app: FastifyInstance): void {
  const e = endpoints.voices;

  route(app, e.list, (ctx) => listVoices(ctx, false));
  route(app, e.archived, (ctx) => listVoices(ctx, true));
  route(app, e.fetch, (ctx, { params }) => fetchVoiceDetails(ctx, params.id));
  // Adding and activating wait on the voice vendors (ElevenLabs, VAPI), so each groups its own writes.
  route(
    app,
    e.add,
    async (ctx, { body }) => {
      const voice = await addVoice(ctx, body);
      ctx.log.info(`${ctx.actor.username} added voice '${voice.name}' (${voice.voice_id})`);
      return withMessage(voice, VOICE_MESSAGES.added);
    },
    { transaction: false },
  );
  route(
    app,
    e.updateStatus,
    async (ctx, { params, body }) => {
      const voice = await setVoiceStatus(ctx, { id: params.id, status: body.status });
      const active = voice.status === 'ACTIVE';
      ctx.log.info(`${ctx.actor.username} ${active ? 'activated' : 'deactivated'} voice '${voice.name}'`);
      return withMessage(voice, active ? VOICE_MESSAGES.activated : VOICE_MESSAGES.deactivated);
    },
    { transaction: false },
  );
  route(app, e.archive, async (ctx, { params, body }) => {
    const voice = await archiveVoice(ctx, { id: params.id, confirmName: body.confirm_name });
    ctx.log.info(`${ctx.actor.username} archived voice '${voice.name}'`);
    return withMessage(voice, VOICE_MESSAGES.archived);
  });
  route(app, e.unarchive, async (ctx, { params }) => {
    const voice = await unarchiveVoice(ctx, params.id);
    ctx.log.info(`${ctx.actor.username} unarchived voice '${voice.name}'`);
    return withMessage(voice, VOICE_MESSAGES.unarchived);
  });
  route(app, e.remove, async (ctx, { params, body }) => {
    const deleted = await deleteVoice(ctx, { id: params.id, confirmName: body.confirm_name });
    ctx.log.info(`${ctx.actor.username} deleted voice ${params.id}`);
    return withMessage(deleted, VOICE_MESSAGES.deleted);
  });
}
