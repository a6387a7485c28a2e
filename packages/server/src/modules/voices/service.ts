import type { Deleted } from '@callops/contracts/core';
import {
  type AddVoiceRequest,
  canArchiveVoice,
  canDeleteVoice,
  isVoiceNameConfirmed,
  VOICE_MESSAGES,
  type Voice,
  type VoiceDetails,
  type VoiceStatus,
} from '@callops/contracts/voices';
import { and, asc, eq, ne } from 'drizzle-orm';
import { inTransaction } from '../../context/in-transaction';
import type { ServiceContext } from '../../context/service-context';
import { voices } from '../../db/schema';
import { badGateway, badRequest, conflict, notFound } from '../../errors';
import { ProviderError } from '../../providers/provider-error';
import { voiceCatalog, voiceProvider } from '../../providers/providers';
import { engineSettings } from '../../settings/live-settings';
import { toVoice } from './voice-view';

const ENTITY = 'voice';

type VoiceRow = typeof voices.$inferSelect;

/** A vendor failure as the API answers it: 502 with the adapter's safe message. */
function vendorFailure(error: unknown): never {
  if (error instanceof ProviderError) throw badGateway(error.message);
  throw error;
}

export async function listVoices(ctx: ServiceContext, archived: boolean): Promise<Voice[]> {
  const rows = await ctx.db
    .select()
    .from(voices)
    .where(eq(voices.archived, archived))
    .orderBy(asc(voices.id));
  return rows.map(toVoice);
}

async function findVoice(ctx: ServiceContext, id: number, forUpdate = false): Promise<VoiceRow> {
  const query = ctx.db.select().from(voices).where(eq(voices.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(VOICE_MESSAGES.notFound(id));
  return row;
}

/** What the voice provider (ElevenLabs, or the simulated catalogue) knows of a voice id; 404 when nothing. */
export async function fetchVoiceDetails(ctx: ServiceContext, voiceId: string): Promise<VoiceDetails> {
  const catalog = await voiceCatalog(ctx);
  const voice = await catalog.getVoice(voiceId).catch(vendorFailure);
  if (!voice) throw notFound(VOICE_MESSAGES.unknownVoice(voiceId));
  return {
    voice_id: voice.voiceId,
    name: voice.name,
    preview_url: voice.previewUrl,
    category: voice.category,
  };
}

/** Adds a voice by its provider id, named as the provider names it; inactive until activated. */
export async function addVoice(ctx: ServiceContext, { voice_id }: AddVoiceRequest): Promise<Voice> {
  const [existing] = await ctx.db.select().from(voices).where(eq(voices.voiceId, voice_id)).limit(1);
  if (existing) throw conflict(VOICE_MESSAGES.alreadyAdded(existing.name));
  const details = await fetchVoiceDetails(ctx, voice_id);
  return inTransaction(ctx, async (tx) => {
    // The unique index on voice_id turns a concurrent add of the same voice into a 409.
    const [row] = await tx.db
      .insert(voices)
      .values({
        voiceId: details.voice_id,
        name: details.name,
        previewUrl: details.preview_url,
        createdAt: tx.now,
        updatedAt: tx.now,
      })
      .returning();
    if (!row) throw new Error('voice not inserted');
    await tx.audit({ action: 'add', entity: ENTITY, entityKey: row.voiceId, newValue: row.name });
    return toVoice(row);
  });
}

// Activations take turns in this process, so the assistant's voice at VAPI and the active voice in the table
// end up the same even when two admins click at once.
let activations: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const next = activations.then(work, work);
  activations = next.catch(() => undefined);
  return next;
}

/**
 * Activating sets the voice on the VAPI assistant first (nothing changes here if VAPI refuses), then, in one
 * transaction, makes it the only active voice and the one used in VAPI. Deactivating leaves the assistant as it
 * is: it still speaks with that voice, which stays "used in VAPI".
 */
export async function setVoiceStatus(
  ctx: ServiceContext,
  { id, status }: { id: number; status: VoiceStatus },
): Promise<Voice> {
  if (status === 'INACTIVE') {
    return inTransaction(ctx, async (tx) => {
      const row = await findVoice(tx, id, true);
      if (row.status === 'INACTIVE') return toVoice(row);
      const [updated] = await tx.db
        .update(voices)
        .set({ status: 'INACTIVE', updatedAt: tx.now })
        .where(eq(voices.id, id))
        .returning();
      await tx.audit({ action: 'deactivate', entity: ENTITY, entityKey: row.voiceId, oldValue: row.name });
      return toVoice(updated ?? row);
    });
  }
  return oneAtATime(async () => {
    const row = await findVoice(ctx, id);
    if (row.archived) throw conflict(VOICE_MESSAGES.unarchiveBeforeActivating);
    if (row.status === 'ACTIVE' && row.isUsedInVapi) return toVoice(row);
    const provider = await voiceProvider(ctx, await engineSettings(ctx));
    await provider.setAssistantVoice(row.voiceId).catch(vendorFailure);
    return inTransaction(ctx, async (tx) => {
      const target = await findVoice(tx, id, true);
      if (target.archived) throw conflict(VOICE_MESSAGES.unarchiveBeforeActivating);
      const [previous] = await tx.db
        .update(voices)
        .set({ status: 'INACTIVE', updatedAt: tx.now })
        .where(and(eq(voices.status, 'ACTIVE'), ne(voices.id, id)))
        .returning();
      await tx.db
        .update(voices)
        .set({ isUsedInVapi: false, updatedAt: tx.now })
        .where(and(eq(voices.isUsedInVapi, true), ne(voices.id, id)));
      const [updated] = await tx.db
        .update(voices)
        .set({ status: 'ACTIVE', isUsedInVapi: true, updatedAt: tx.now })
        .where(eq(voices.id, id))
        .returning();
      await tx.audit({
        action: 'activate',
        entity: ENTITY,
        entityKey: target.voiceId,
        oldValue: previous?.name ?? null,
        newValue: target.name,
      });
      return toVoice(updated ?? target);
    });
  });
}

/** Archive and delete: the typed name must be the voice's name exactly (400 otherwise). */
function checkTypedName(row: VoiceRow, typed: string): void {
  if (!isVoiceNameConfirmed(typed, row)) {
    throw badRequest(VOICE_MESSAGES.nameMismatch, [
      { field: 'confirm_name', message: VOICE_MESSAGES.nameMismatch },
    ]);
  }
}

export async function archiveVoice(
  ctx: ServiceContext,
  { id, confirmName }: { id: number; confirmName: string },
): Promise<Voice> {
  const row = await findVoice(ctx, id, true);
  checkTypedName(row, confirmName);
  if (!canArchiveVoice({ status: row.status })) throw conflict(VOICE_MESSAGES.deactivateBeforeArchiving);
  if (row.archived) return toVoice(row);
  const [updated] = await ctx.db
    .update(voices)
    .set({ archived: true, updatedAt: ctx.now })
    .where(eq(voices.id, id))
    .returning();
  await ctx.audit({ action: 'archive', entity: ENTITY, entityKey: row.voiceId, oldValue: row.name });
  return toVoice(updated ?? row);
}

export async function unarchiveVoice(ctx: ServiceContext, id: number): Promise<Voice> {
  const row = await findVoice(ctx, id, true);
  if (!row.archived) return toVoice(row);
  const [updated] = await ctx.db
    .update(voices)
    .set({ archived: false, updatedAt: ctx.now })
    .where(eq(voices.id, id))
    .returning();
  await ctx.audit({ action: 'unarchive', entity: ENTITY, entityKey: row.voiceId, newValue: row.name });
  return toVoice(updated ?? row);
}

export async function deleteVoice(
  ctx: ServiceContext,
  { id, confirmName }: { id: number; confirmName: string },
): Promise<Deleted> {
  const row = await findVoice(ctx, id, true);
  checkTypedName(row, confirmName);
  if (!canDeleteVoice({ is_used_in_vapi: row.isUsedInVapi })) throw conflict(VOICE_MESSAGES.usedInVapi);
  await ctx.db.delete(voices).where(eq(voices.id, id));
  await ctx.audit({ action: 'delete', entity: ENTITY, entityKey: row.voiceId, oldValue: row.name });
  return { deleted: true, id };
}
