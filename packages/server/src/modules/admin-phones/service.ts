import { PHONE_MESSAGES } from '@callops/contracts/core';
import {
  ADMIN_PHONE_MESSAGES,
  type AdminPhonesResponse,
  configKeyDefinition,
  parsePhoneList,
  serializePhoneList,
} from '@callops/contracts/settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appConfig } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../../http/auth-guard';
import { findConfigRow } from '../app-config/service';
import { recordAudit } from '../audit/service';

/** The admin phones are the `admin_phone_numbers` setting (a JSON list of phone texts). */
export const ADMIN_PHONES_KEY = 'admin_phone_numbers';
const ENTITY = 'admin_phone';

export async function listAdminPhones(db: Db): Promise<AdminPhonesResponse> {
  const row = await findConfigRow(db, ADMIN_PHONES_KEY);
  return { phoneNumbers: parsePhoneList(row?.value ?? '') ?? [] };
}

interface PhoneChangeResult {
  phones: string[];
  action: string;
  /** The phone the change is about; none for clear. */
  phone?: string;
  oldValue?: string;
  newValue?: string;
}
type PhoneChange = (phones: string[]) => PhoneChangeResult;

/**
 * One change of the list inside a transaction: the row is locked so two admins adding at once both land, the new
 * list is written whole and the change audited.
 */
async function changePhones(
  db: Db,
  actor: AuthUser,
  now: Date,
  change: PhoneChange,
): Promise<AdminPhonesResponse> {
  return db.transaction(async (tx) => {
    const row = await findConfigRow(tx, ADMIN_PHONES_KEY, true);
    const current = parsePhoneList(row?.value ?? '') ?? [];
    const next = change(current);
    const value = serializePhoneList(next.phones);
    if (row) {
      await tx
        .update(appConfig)
        .set({ value, updatedBy: actor.id, updatedAt: now })
        .where(eq(appConfig.key, ADMIN_PHONES_KEY));
    } else {
      const definition = configKeyDefinition(ADMIN_PHONES_KEY);
      await tx.insert(appConfig).values({
        key: ADMIN_PHONES_KEY,
        value,
        description: definition?.description ?? null,
        guiGroup: definition?.group ?? null,
        guiPriority: definition?.priority,
        updatedBy: actor.id,
        updatedAt: now,
      });
    }
    await recordAudit(tx, actor, {
      action: next.action,
      entity: ENTITY,
      entityKey: next.phone ?? null,
      oldValue: next.oldValue ?? null,
      newValue: next.newValue ?? null,
      at: now,
    });
    return { phoneNumbers: next.phones };
  });
}

export function addAdminPhone(db: Db, actor: AuthUser, now: Date, phone: string) {
  return changePhones(db, actor, now, (phones) => {
    if (phones.includes(phone)) throw conflict(PHONE_MESSAGES.duplicate);
    return { phones: [...phones, phone], action: 'add', phone, newValue: phone };
  });
}

export function updateAdminPhone(db: Db, actor: AuthUser, now: Date, oldPhone: string, newPhone: string) {
  return changePhones(db, actor, now, (phones) => {
    const index = phones.indexOf(oldPhone);
    if (index < 0) throw notFound(ADMIN_PHONE_MESSAGES.notFound);
    if (newPhone !== oldPhone && phones.includes(newPhone)) throw conflict(PHONE_MESSAGES.duplicate);
    const next = phones.map((phone, i) => (i === index ? newPhone : phone));
    return { phones: next, action: 'update', phone: oldPhone, oldValue: oldPhone, newValue: newPhone };
  });
}

export function removeAdminPhone(db: Db, actor: AuthUser, now: Date, phone: string) {
  return changePhones(db, actor, now, (phones) => {
    if (!phones.includes(phone)) throw notFound(ADMIN_PHONE_MESSAGES.notFound);
    return { phones: phones.filter((p) => p !== phone), action: 'remove', phone, oldValue: phone };
  });
}

export function clearAdminPhones(db: Db, actor: AuthUser, now: Date) {
  return changePhones(db, actor, now, (phones) => ({
    phones: [],
    action: 'clear',
    oldValue: serializePhoneList(phones),
    newValue: serializePhoneList([]),
  }));
}
