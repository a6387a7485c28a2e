import type { Role } from '@callops/contracts/core';

/** Who a piece of work is done for: a signed-in user, or the server itself. */
export interface Actor {
  /** The user's id; null for the server's own work and for anonymous calls. */
  id: number | null;
  username: string;
  role: Role;
}

/** Work the server starts itself: jobs, timers, start-up. */
export const SYSTEM_ACTOR: Actor = Object.freeze({ id: null, username: 'system', role: 'admin' });

/** The caller of a public route (sign-in): nobody yet. */
export const ANONYMOUS_ACTOR: Actor = Object.freeze({ id: null, username: 'anonymous', role: 'viewer' });
