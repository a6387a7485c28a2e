import type { Role } from '@callops/contracts/core';
import type { CreateUserRequest, User } from '@callops/contracts/users';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { AuthUser } from '../../http/auth-guard';
import { recordAudit } from '../audit/service';
import { hashPassword } from '../auth/password';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    disabled: row.disabled,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username.trim()})`)
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound(`User ${id} not found`);
  return row;
}

export async function listUsers(db: Db): Promise<User[]> {
  return (await db.select().from(users).orderBy(asc(users.id))).map(toUser);
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Inserts a user; the caller may pass a transaction. */
export async function insertUser(db: Db, input: CreateUserRequest): Promise<UserRow> {
  if (await findUserByUsername(db, input.username))
    throw conflict(`A user named '${input.username}' already exists`);
  const [row] = await db
    .insert(users)
    .values({
      username: input.username.trim(),
      email: input.email ?? null,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function createUser(db: Db, actor: AuthUser, input: CreateUserRequest): Promise<User> {
  return db.transaction(async (tx) => {
    const row = await insertUser(tx, input);
    await recordAudit(tx, actor, {
      action: 'create',
      entity: 'user',
      entityKey: row.username,
      newValue: row.role,
    });
    return toUser(row);
  });
}

/** Some active admin must remain, or nobody could manage the console any more. */
async function assertAnotherActiveAdmin(db: Db, exceptId: number): Promise<void> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.disabled, false), ne(users.id, exceptId)));
  if ((row?.n ?? 0) === 0) throw conflict('The last active admin cannot lose the admin role or be disabled');
}

export async function changeRole(db: Db, actor: AuthUser, id: number, role: Role): Promise<User> {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, id);
    if (user.role === role) return toUser(user);
    if (user.role === 'admin') await assertAnotherActiveAdmin(tx, id);
    const [row] = await tx
      .update(users)
      .set({ role, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'change-role',
      entity: 'user',
      entityKey: user.username,
      oldValue: user.role,
      newValue: role,
    });
    return toUser(row as UserRow);
  });
}

export async function resetPassword(db: Db, actor: AuthUser, id: number, password: string): Promise<User> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, id);
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: user.tokenVersion + 1, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, actor, { action: 'reset-password', entity: 'user', entityKey: user.username });
    return toUser(row as UserRow);
  });
}

export async function setDisabled(db: Db, actor: AuthUser, id: number, disabled: boolean): Promise<User> {
  return db.transaction(async (tx) => {
    const user = await findUserById(tx, id);
    if (disabled && user.id === actor.id) throw conflict('You cannot disable your own account');
    if (disabled && user.role === 'admin' && !user.disabled) await assertAnotherActiveAdmin(tx, id);
    if (user.disabled === disabled) return toUser(user);
    const [row] = await tx
      .update(users)
      .set({ disabled, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: disabled ? 'disable' : 'enable',
      entity: 'user',
      entityKey: user.username,
    });
    return toUser(row as UserRow);
  });
}

/** The first admin (ARCHITECTURE §3): created from ADMIN_USERNAME / ADMIN_PASSWORD when no user exists yet. */
export async function ensureFirstAdmin(
  db: Db,
  admin: { username: string; password: string | undefined; email: string | undefined },
): Promise<{ created: boolean }> {
  if ((await countUsers(db)) > 0) return { created: false };
  if (!admin.password) throw new Error('No user exists and no admin password is configured (ADMIN_PASSWORD)');
  await insertUser(db, {
    username: admin.username,
    email: admin.email ?? null,
    role: 'admin',
    password: admin.password,
  });
  return { created: true };
}
