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
import type { Db } from '../../db/client';
import { appConfig } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { AuthUser } from '../../http/auth-guard';
import type { Cipher } from '../../secrets/cipher';
import { recordAudit } from '../audit/service';
import { type ConfigRow, revealValue, toConfigEntry, toStoredValue, visibleValue } from './stored-value';

/** What the config service needs besides the database. */
export interface ConfigDeps {
  cipher: Cipher;
  now: Date;
}

const ENTITY = 'app_config';

const orderForScreens = [
  sql`${appConfig.guiGroup} asc nulls last`,
  asc(appConfig.guiPriority),
  asc(appConfig.key),
] as const;

export async function listConfig(db: Db, cipher: Cipher): Promise<ConfigEntry[]> {
  const rows = await db
    .select()
    .from(appConfig)
    .orderBy(...orderForScreens);
  return rows.map((row) => toConfigEntry(row, cipher));
}

export async function listConfigGroup(db: Db, cipher: Cipher, group: ConfigGroup): Promise<ConfigEntry[]> {
  const rows = await db
    .select()
    .from(appConfig)
    .where(eq(appConfig.guiGroup, group))
    .orderBy(asc(appConfig.guiPriority), asc(appConfig.key));
  return rows.map((row) => toConfigEntry(row, cipher));
}

export async function findConfigRow(db: Db, key: string, forUpdate = false): Promise<ConfigRow | undefined> {
  const query = db.select().from(appConfig).where(eq(appConfig.key, key)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function getConfig(db: Db, cipher: Cipher, key: string): Promise<ConfigEntry> {
  const row = await findConfigRow(db, key);
  if (!row) throw notFound(CONFIG_MESSAGES.unknownKey(key));
  return toConfigEntry(row, cipher);
}

/**
 * The plain (decrypted) value of a setting for the code that uses it, read at the moment of use; null when the
 * entry does not exist. Never send this to a client.
 */
export async function readConfigValue(db: Db, cipher: Cipher, key: string): Promise<string | null> {
  const row = await findConfigRow(db, key);
  return row ? revealValue(row, cipher) : null;
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

export async function createConfig(
  db: Db,
  deps: ConfigDeps,
  actor: AuthUser,
  input: CreateConfigRequest,
): Promise<ConfigEntry> {
  const key = input.key.trim();
  // Known keys keep the group, priority and sensitivity the product gives them.
  const known = configKeyDefinition(key);
  const value = normalizeValue(key, input.value);
  assertValidValue(key, value);
  const sensitive = known?.sensitive ?? input.is_sensitive ?? false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appConfig)
      .values({
        key,
        value: toStoredValue(value, sensitive, deps.cipher),
        description: input.description?.trim() || known?.description || null,
        isSensitive: sensitive,
        guiGroup: known?.group ?? input.gui_group ?? null,
        guiPriority: known?.priority ?? input.gui_priority,
        updatedBy: actor.id,
        updatedAt: deps.now,
      })
      .onConflictDoNothing({ target: appConfig.key })
      .returning();
    if (!row) throw conflict(CONFIG_MESSAGES.duplicateKey(key));
    await recordAudit(tx, actor, {
      action: 'create',
      entity: ENTITY,
      at: deps.now,
      entityKey: key,
      newValue: visibleValue(value, sensitive),
    });
    return toConfigEntry(row, deps.cipher);
  });
}

export async function updateConfig(
  db: Db,
  deps: ConfigDeps,
  actor: AuthUser,
  key: string,
  change: UpdateConfigRequest,
): Promise<ConfigEntry> {
  return db.transaction(async (tx) => {
    const row = await findConfigRow(tx, key, true);
    if (!row) throw notFound(CONFIG_MESSAGES.unknownKey(key));
    const oldValue = revealValue(row, deps.cipher);
    // The screens show secrets masked; the mask sent back unchanged means "keep the secret", anything else replaces it.
    const keepsSecret = row.isSensitive && oldValue !== '' && isMaskedValue(change.value, oldValue);
    const newValue = keepsSecret ? oldValue : normalizeValue(key, change.value);
    if (!keepsSecret) assertValidValue(key, newValue);
    const newDescription =
      change.description === undefined ? row.description : change.description?.trim() || null;
    const valueChanged = newValue !== oldValue;
    const descriptionChanged = newDescription !== row.description;
    if (!valueChanged && !descriptionChanged) return toConfigEntry(row, deps.cipher);

    const [updated] = await tx
      .update(appConfig)
      .set({
        value: valueChanged ? toStoredValue(newValue, row.isSensitive, deps.cipher) : row.value,
        description: newDescription,
        updatedBy: actor.id,
        updatedAt: deps.now,
      })
      .where(eq(appConfig.key, key))
      .returning();
    if (valueChanged) {
      await recordAudit(tx, actor, {
        action: 'update',
        entity: ENTITY,
        at: deps.now,
        entityKey: key,
        oldValue: visibleValue(oldValue, row.isSensitive),
        newValue: visibleValue(newValue, row.isSensitive),
      });
    }
    if (descriptionChanged) {
      await recordAudit(tx, actor, {
        action: 'update-description',
        entity: ENTITY,
        at: deps.now,
        entityKey: key,
        oldValue: row.description,
        newValue: newDescription,
      });
    }
    return toConfigEntry(updated as ConfigRow, deps.cipher);
  });
}

export async function deleteConfig(db: Db, deps: ConfigDeps, actor: AuthUser, key: string): Promise<Deleted> {
  if (configKeyDefinition(key)) throw conflict(CONFIG_MESSAGES.builtInKey(key));
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(appConfig).where(eq(appConfig.key, key)).returning();
    if (!row) throw notFound(CONFIG_MESSAGES.unknownKey(key));
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: ENTITY,
      at: deps.now,
      entityKey: key,
      oldValue: visibleValue(revealValue(row, deps.cipher), row.isSensitive),
    });
    return { deleted: true, id: key };
  });
}

/**
 * Every known setting exists in every deployment (production has no demo seed): missing ones are added with their
 * initial value; existing ones are never touched.
 */
export async function ensureKnownConfigEntries(
  db: Db,
  deps: ConfigDeps,
  initialValue: (key: (typeof KNOWN_CONFIG_KEYS)[number]) => string,
): Promise<number> {
  const rows = KNOWN_CONFIG_KEYS.map((definition) => ({
    key: definition.key,
    value: toStoredValue(initialValue(definition), definition.sensitive, deps.cipher),
    description: definition.description,
    isSensitive: definition.sensitive,
    guiGroup: definition.group,
    guiPriority: definition.priority,
    updatedAt: deps.now,
  }));
  const inserted = await db
    .insert(appConfig)
    .values(rows)
    .onConflictDoNothing({ target: appConfig.key })
    .returning({ key: appConfig.key });
  return inserted.length;
}
