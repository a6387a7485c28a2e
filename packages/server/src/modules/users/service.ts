import type { Role } from '@callops/contracts/core';
import type { CreateUserRequest, User } from '@callops/contracts/users';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { hashPassword } from '../../access/password';
import { userAccessChanged } from '../../access/user-access';
import type { ServiceContext } from '../../context/service-context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../errors';

type UserRow = typeof users.$inferSelect;

export function toUser(row: Omit<UserRow, 'passwordHash' | 'tokenVersion'>): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    disabled: row.disabled,
    phone: row.phone,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findUserByUsername(
  ctx: ServiceContext,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username.trim()})`)
    .limit(1);
  return row;
}

export async function listUsers(ctx: ServiceContext): Promise<User[]> {
  return (await ctx.db.select().from(users).orderBy(asc(users.id))).map(toUser);
}

async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

async function insertUser(ctx: ServiceContext, input: CreateUserRequest): Promise<UserRow> {
  if (await findUserByUsername(ctx, input.username))
    throw conflict(`A user named '${input.username}' already exists`);
  const [row] = await ctx.db
    .insert(users)
    .values({
      username: input.username.trim(),
      email: input.email ?? null,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function createUser(ctx: ServiceContext, input: CreateUserRequest): Promise<User> {
  const row = await insertUser(ctx, input);
  await ctx.audit({ action: 'create', entity: 'user', entityKey: row.username, newValue: row.role });
  return toUser(row);
}

/** Some active admin must remain, or nobody could manage the console any more. */
async function assertAnotherActiveAdmin(db: Db, exceptId: number): Promise<void> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.disabled, false), ne(users.id, exceptId)));
  if ((row?.n ?? 0) === 0) throw conflict('The last active admin cannot lose the admin role or be disabled');
}

/** Locks the user's row for the rest of the request's transaction: two admins changing one user take turns. */
async function lockUser(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  if (!row) throw notFound(`User ${id} not found`);
  return row;
}

/** The signed-in user's own phone ("Transfer to me"), or none. */
export async function setOwnPhone(ctx: ServiceContext, phone: string | null): Promise<User> {
  const id = ctx.actor.id;
  if (id === null) throw notFound('No signed-in user');
  await lockUser(ctx.db, id);
  const user = await saveUser(ctx, id, { phone });
  await ctx.audit({ action: 'update', entity: 'user phone', entityKey: user.username, newValue: phone });
  return user;
}

async function saveUser(
  ctx: ServiceContext,
  id: number,
  change: Partial<typeof users.$inferInsert>,
): Promise<User> {
  const [row] = await ctx.db
    .update(users)
    .set({ ...change, updatedAt: ctx.now })
    .where(eq(users.id, id))
    .returning();
  // Tokens are checked against the change at once, and /auth/me answers with it.
  await userAccessChanged(ctx, id);
  return toUser(row as UserRow);
}

export async function changeRole(ctx: ServiceContext, input: { id: number; role: Role }): Promise<User> {
  const user = await lockUser(ctx.db, input.id);
  if (user.role === input.role) return toUser(user);
  if (user.role === 'admin') await assertAnotherActiveAdmin(ctx.db, input.id);
  const changed = await saveUser(ctx, input.id, { role: input.role });
  await ctx.audit({
    action: 'change-role',
    entity: 'user',
    entityKey: user.username,
    oldValue: user.role,
    newValue: input.role,
  });
  return changed;
}

export async function resetPassword(
  ctx: ServiceContext,
  input: { id: number; password: string },
): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  const user = await lockUser(ctx.db, input.id);
  const changed = await saveUser(ctx, input.id, { passwordHash, tokenVersion: user.tokenVersion + 1 });
  await ctx.audit({ action: 'reset-password', entity: 'user', entityKey: user.username });
  return changed;
}

export async function setDisabled(
  ctx: ServiceContext,
  input: { id: number; disabled: boolean },
): Promise<User> {
  const user = await lockUser(ctx.db, input.id);
  if (input.disabled && user.id === ctx.actor.id) throw conflict('You cannot disable your own account');
  if (input.disabled && user.role === 'admin' && !user.disabled)
    await assertAnotherActiveAdmin(ctx.db, input.id);
  if (user.disabled === input.disabled) return toUser(user);
  // Disabling revokes every token the user holds for good: enabling again does not revive them.
  const changed = await saveUser(ctx, input.id, {
    disabled: input.disabled,
    ...(input.disabled ? { tokenVersion: user.tokenVersion + 1 } : {}),
  });
  await ctx.audit({
    action: input.disabled ? 'disable' : 'enable',
    entity: 'user',
    entityKey: user.username,
  });
  return changed;
}

/** The first admin (ARCHITECTURE §3): created from ADMIN_USERNAME / ADMIN_PASSWORD when no user exists yet. */
export async function ensureFirstAdmin(
  ctx: ServiceContext,
  admin: { username: string; password: string | undefined; email: string | undefined },
): Promise<{ created: boolean }> {
  if ((await countUsers(ctx.db)) > 0) return { created: false };
  if (!admin.password) throw new Error('No user exists and no admin password is configured (ADMIN_PASSWORD)');
  try {
    await createUser(ctx, {
      username: admin.username,
      email: admin.email ?? null,
      role: 'admin',
      password: admin.password,
    });
  } catch (error) {
    // Replicas started together on an empty database: one of them creates the admin, the others carry on.
    if ((await countUsers(ctx.db)) > 0) return { created: false };
    throw error;
  }
  return { created: true };
}
