import { PHONE_MESSAGES } from '@callops/contracts/core';
import {
  ADMIN_PHONE_MESSAGES,
  type AdminPhonesResponse,
  configKeyDefinition,
  parsePhoneList,
  serializePhoneList,
} from '@callops/contracts/settings';
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import { appConfig } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { settingsChanged } from '../../settings/settings-snapshot';
import { findConfigRow } from './service';

/** The admin phones are the `admin_phone_numbers` setting (a JSON list of phone texts). */
export const ADMIN_PHONES_KEY = 'admin_phone_numbers';
const ENTITY = 'admin_phone';

export async function listAdminPhones(ctx: ServiceContext): Promise<AdminPhonesResponse> {
  const row = await findConfigRow(ctx, ADMIN_PHONES_KEY);
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

/** One change of the list: the row is locked so two admins adding at once both land; the list is written whole. */
async function changePhones(ctx: ServiceContext, change: PhoneChange): Promise<AdminPhonesResponse> {
  const row = await findConfigRow(ctx, ADMIN_PHONES_KEY, true);
  const current = parsePhoneList(row?.value ?? '') ?? [];
  const next = change(current);
  const value = serializePhoneList(next.phones);
  if (row) {
    await ctx.db
      .update(appConfig)
      .set({ value, updatedBy: ctx.actor.id, updatedAt: ctx.now })
      .where(eq(appConfig.key, ADMIN_PHONES_KEY));
  } else {
    const definition = configKeyDefinition(ADMIN_PHONES_KEY);
    await ctx.db.insert(appConfig).values({
      key: ADMIN_PHONES_KEY,
      value,
      description: definition?.description ?? null,
      guiGroup: definition?.group ?? null,
      guiPriority: definition?.priority,
      updatedBy: ctx.actor.id,
      updatedAt: ctx.now,
    });
  }
  await settingsChanged(ctx);
  await ctx.audit({
    action: next.action,
    entity: ENTITY,
    entityKey: next.phone ?? null,
    oldValue: next.oldValue ?? null,
    newValue: next.newValue ?? null,
  });
  return { phoneNumbers: next.phones };
}

export function addAdminPhone(ctx: ServiceContext, phone: string) {
  return changePhones(ctx, (phones) => {
    if (phones.includes(phone)) throw conflict(PHONE_MESSAGES.duplicate);
    return { phones: [...phones, phone], action: 'add', phone, newValue: phone };
  });
}

export function updateAdminPhone(ctx: ServiceContext, { from, to }: { from: string; to: string }) {
  return changePhones(ctx, (phones) => {
    const index = phones.indexOf(from);
    if (index < 0) throw notFound(ADMIN_PHONE_MESSAGES.notFound);
    if (to !== from && phones.includes(to)) throw conflict(PHONE_MESSAGES.duplicate);
    const next = phones.map((phone, i) => (i === index ? to : phone));
    return { phones: next, action: 'update', phone: from, oldValue: from, newValue: to };
  });
}

export function removeAdminPhone(ctx: ServiceContext, phone: string) {
  return changePhones(ctx, (phones) => {
    if (!phones.includes(phone)) throw notFound(ADMIN_PHONE_MESSAGES.notFound);
    return { phones: phones.filter((p) => p !== phone), action: 'remove', phone, oldValue: phone };
  });
}

export function clearAdminPhones(ctx: ServiceContext) {
  return changePhones(ctx, (phones) => ({
    phones: [],
    action: 'clear',
    oldValue: serializePhoneList(phones),
    newValue: serializePhoneList([]),
  }));
}
