import { type Deleted, isMaskedValue } from '@callops/contracts/core';
import {
  CONFIG_MESSAGES,
  type ConfigEntry,
  type ConfigGroup,
  type CreateConfigRequest,
  configKeyDefinition,
  KNOWN_CONFIG_KEYS,
  parsePhoneList,
  serializePhoneList,
  type UpdateConfigRequest,
  validateConfigValue,
} from '@callops/contracts/settings';
import { asc, eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { preparedQuery } from '../../db/prepared-query';
import { appConfig } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { settingsChanged } from '../../settings/settings-snapshot';
import {
  type ConfigRow,
  revealValue,
  toConfigEntry,
  toStoredValue,
  visibleValue,
} from '../../settings/stored-value';

const ENTITY = 'app_config';

const orderForScreens = [
  sql`${appConfig.guiGroup} asc nulls last`,
  asc(appConfig.guiPriority),
  asc(appConfig.key),
] as const;

// The two lists' statements, built once: App Configuration reads them on every visit.
const allEntries = preparedQuery('app_config_all', (db, name) =>
  db
    .select()
    .from(appConfig)
    .orderBy(...orderForScreens)
    .prepare(name),
);
const groupEntries = preparedQuery('app_config_group', (db, name) =>
  db
    .select()
    .from(appConfig)
    .where(eq(appConfig.guiGroup, sql.placeholder('group')))
    .orderBy(asc(appConfig.guiPriority), asc(appConfig.key))
    .prepare(name),
);

export async function listConfig(ctx: ServiceContext): Promise<ConfigEntry[]> {
  const rows = await allEntries(ctx.db).execute();
  return rows.map((row) => toConfigEntry(row, ctx.app.cipher, ctx.actor.role));
}

export async function listConfigGroup(ctx: ServiceContext, group: ConfigGroup): Promise<ConfigEntry[]> {
  const rows = await groupEntries(ctx.db).execute({ group });
  return rows.map((row) => toConfigEntry(row, ctx.app.cipher, ctx.actor.role));
}

export async function findConfigRow(
  ctx: ServiceContext,
  key: string,
  forUpdate = false,
): Promise<ConfigRow | undefined> {
  const query = ctx.db.select().from(appConfig).where(eq(appConfig.key, key)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function getConfig(ctx: ServiceContext, key: string): Promise<ConfigEntry> {
  const row = await findConfigRow(ctx, key);
  if (!row) throw notFound(CONFIG_MESSAGES.unknownKey(key));
  return toConfigEntry(row, ctx.app.cipher, ctx.actor.role);
}

/**
 * The plain (decrypted) value of a setting for the code that uses it, read at the moment of use; null when the
 * entry does not exist. Never send this to a client.
 */
export async function readConfigValue(ctx: ServiceContext, key: string): Promise<string | null> {
  const row = await findConfigRow(ctx, key);
  return row ? revealValue(row, ctx.app.cipher) : null;
}

/** The text to store: trimmed (multi-line texts keep their shape), phone lists in one canonical form. */
function normalizeValue(key: string, value: string): string {
  const kind = configKeyDefinition(key)?.kind;
  if (kind === 'multiline') return value;
  if (kind === 'phone-list') {
    const phones = parsePhoneList(value);
    return phones ? serializePhoneList(phones.map((phone) => phone.trim())) : value;
  }
  return value.trim();
}

function assertValidValue(key: string, value: string): void {
  const error = validateConfigValue(key, value);
  if (error) throw badRequest(`Invalid value for ${key}: ${error}`, [{ field: 'value', message: error }]);
}

export async function createConfig(ctx: ServiceContext, input: CreateConfigRequest): Promise<ConfigEntry> {
  const key = input.key.trim();
  // Known keys keep the group, priority and sensitivity the product gives them.
  const known = configKeyDefinition(key);
  assertValidValue(key, input.value);
  const value = normalizeValue(key, input.value);
  const sensitive = known?.sensitive ?? input.is_sensitive ?? false;
  const [row] = await ctx.db
    .insert(appConfig)
    .values({
      key,
      value: toStoredValue(value, sensitive, ctx.app.cipher),
      description: input.description?.trim() || known?.description || null,
      isSensitive: sensitive,
      guiGroup: known?.group ?? input.gui_group ?? null,
      guiPriority: known?.priority ?? input.gui_priority,
      updatedBy: ctx.actor.id,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: appConfig.key })
    .returning();
  if (!row) throw conflict(CONFIG_MESSAGES.duplicateKey(key));
  await settingsChanged(ctx);
  await ctx.audit({
    action: 'create',
    entity: ENTITY,
    entityKey: key,
    newValue: visibleValue(value, sensitive),
  });
  return toConfigEntry(row, ctx.app.cipher, ctx.actor.role);
}

export async function updateConfig(
  ctx: ServiceContext,
  { key, change }: { key: string; change: UpdateConfigRequest },
): Promise<ConfigEntry> {
  const { cipher } = ctx.app;
  const row = await findConfigRow(ctx, key, true);
  if (!row) throw notFound(CONFIG_MESSAGES.unknownKey(key));
  const oldValue = revealValue(row, cipher);
  // The screens show secrets masked; the mask sent back unchanged means "keep the secret", anything else replaces it.
  const keepsSecret = row.isSensitive && oldValue !== '' && isMaskedValue(change.value, oldValue);
  if (!keepsSecret) assertValidValue(key, change.value);
  const newValue = keepsSecret ? oldValue : normalizeValue(key, change.value);
  const newDescription =
    change.description === undefined ? row.description : change.description?.trim() || null;
  const valueChanged = newValue !== oldValue;
  const descriptionChanged = newDescription !== row.description;
  if (!valueChanged && !descriptionChanged) return toConfigEntry(row, cipher, ctx.actor.role);

  const [updated] = await ctx.db
    .update(appConfig)
    .set({
      value: valueChanged ? toStoredValue(newValue, row.isSensitive, cipher) : row.value,
      description: newDescription,
      updatedBy: ctx.actor.id,
      updatedAt: ctx.now,
    })
    .where(eq(appConfig.key, key))
    .returning();
  await settingsChanged(ctx);
  if (valueChanged) {
    await ctx.audit({
      action: 'update',
      entity: ENTITY,
      entityKey: key,
      oldValue: visibleValue(oldValue, row.isSensitive),
      newValue: visibleValue(newValue, row.isSensitive),
    });
  }
  if (descriptionChanged) {
    await ctx.audit({
      action: 'update-description',
      entity: ENTITY,
      entityKey: key,
      oldValue: row.description,
      newValue: newDescription,
    });
  }
  return toConfigEntry(updated as ConfigRow, cipher, ctx.actor.role);
}

export async function deleteConfig(ctx: ServiceContext, key: string): Promise<Deleted> {
  if (configKeyDefinition(key)) throw conflict(CONFIG_MESSAGES.builtInKey(key));
  const [row] = await ctx.db.delete(appConfig).where(eq(appConfig.key, key)).returning();
  if (!row) throw notFound(CONFIG_MESSAGES.unknownKey(key));
  await settingsChanged(ctx);
  await ctx.audit({
    action: 'delete',
    entity: ENTITY,
    entityKey: key,
    oldValue: visibleValue(revealValue(row, ctx.app.cipher), row.isSensitive),
  });
  return { deleted: true, id: key };
}

/**
 * Every known setting exists in every deployment (production has no demo seed): missing ones are added with their
 * initial value; existing ones are never touched.
 */
export async function ensureKnownConfigEntries(
  ctx: ServiceContext,
  initialValue: (key: (typeof KNOWN_CONFIG_KEYS)[number]) => string,
): Promise<number> {
  const rows = KNOWN_CONFIG_KEYS.map((definition) => ({
    key: definition.key,
    value: toStoredValue(initialValue(definition), definition.sensitive, ctx.app.cipher),
    description: definition.description,
    isSensitive: definition.sensitive,
    guiGroup: definition.group,
    guiPriority: definition.priority,
    updatedAt: ctx.now,
  }));
  const inserted = await ctx.db
    .insert(appConfig)
    .values(rows)
    .onConflictDoNothing({ target: appConfig.key })
    .returning({ key: appConfig.key });
  if (inserted.length > 0) await settingsChanged(ctx);
  return inserted.length;
}
