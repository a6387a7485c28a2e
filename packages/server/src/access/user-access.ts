// Who a bearer token's user is and what they may do, kept in memory so an authenticated request (and /auth/me, which
// answers with it) does not read the users table first. Every change of a user row forgets the entry in this process
// at its commit and, through NOTIFY in the same transaction, in every other server process on the database.

import type { Role } from '@callops/contracts/core';
import { eq, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context/service-context';
import { listenForInvalidation } from '../db/cache-invalidation';
import type { Database } from '../db/client';
import { preparedQuery } from '../db/prepared-query';
import { users } from '../db/schema';

export const USER_ACCESS_CHANNEL = 'callops_user_access';
/** A safety net: an entry is read again at least this often, should a notification ever be lost. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

export interface UserAccess {
  id: number;
  username: string;
  email: string | null;
  phone: string | null;
  role: Role;
  disabled: boolean;
  tokenVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface UserAccessCache {
  /** The user's row but its password hash; undefined for a user that does not exist. */
  read(userId: number): Promise<UserAccess | undefined>;
  /** Drops what this process holds for the user. */
  forget(userId: number): void;
  close(): Promise<void>;
}

const accessOf = preparedQuery('user_access_by_id', (db, name) =>
  db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      phone: users.phone,
      role: users.role,
      disabled: users.disabled,
      tokenVersion: users.tokenVersion,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name),
);

export function createUserAccessCache(database: Database): UserAccessCache {
  const entries = new Map<number, { access: UserAccess | undefined; at: number }>();
  // Bumped by every forget: a read that started before one must not store what it read.
  let epoch = 0;
  const forget = (userId: number) => {
    epoch += 1;
    entries.delete(userId);
  };
  // Until this process hears other processes' changes, it keeps nothing.
  const listener = listenForInvalidation(
    database,
    USER_ACCESS_CHANNEL,
    (payload) => forget(Number(payload)),
    () => {
      epoch += 1;
      entries.clear();
    },
  );

  return {
    async read(userId) {
      await listener.ready;
      const cached = entries.get(userId);
      if (cached && performance.now() - cached.at < TTL_MS) return cached.access;
      const started = epoch;
      const [row] = await accessOf(database.db).execute({ id: userId });
      if (listener.hearing() && epoch === started) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(userId, { access: row, at: performance.now() });
      }
      return row;
    },
    forget,
    async close() {
      entries.clear();
      await listener.close();
    },
  };
}

/**
 * Call in every transaction that changes a user's row: every process forgets the user once it commits, so the next
 * request with one of their tokens is checked against the new facts, and /auth/me answers with them.
 */
export async function userAccessChanged(ctx: ServiceContext, userId: number): Promise<void> {
  await ctx.db.execute(sql`select pg_notify(${USER_ACCESS_CHANNEL}, ${String(userId)})`);
  ctx.afterCommit(() => ctx.app.userAccess.forget(userId));
}
