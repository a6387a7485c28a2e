// What a failed query means for the caller. Drivers wrap the database's error (drizzle's DrizzleQueryError around
// pg's DatabaseError), so the cause chain is searched for the SQLSTATE code; nothing here ever reads the query's
// parameters.

/** Seconds a client should wait before retrying when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export type DatabaseFailure =
  | { kind: 'conflict'; message: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'bad-input'; message: string }
  | { kind: 'unavailable'; message: string };

/** Friendly words for the unique indexes and checks a client can run into (db/schema.ts names them). */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  users_username_key: 'A user with this username already exists',
  app_config_pkey: 'A config entry with this key already exists',
  companies_hubspot_id_key: 'A company with this HubSpot id already exists',
  voices_voice_id_key: 'This voice has already been added',
  voices_one_active: 'Another voice is already active',
  voices_active_not_archived: 'An active voice cannot be archived',
  jobs_one_current_per_type: 'A job of this type is already running',
  calls_call_sid_key: 'A call with this SID already exists',
};

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '40001', // serialization_failure: worth a retry
  '40P01', // deadlock_detected: worth a retry
]);

const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /cannot use a pool after calling end/i,
  /connect ECONNREFUSED/i,
];

interface CodedError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

function* causes(error: unknown): Generator<CodedError> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    yield current as CodedError;
    current = (current as CodedError).cause;
  }
}

/** Classifies an error thrown by a query, or undefined when it is not the database's. */
export function classifyDatabaseError(error: unknown): DatabaseFailure | undefined {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : undefined;
    const constraint = typeof cause.constraint === 'string' ? cause.constraint : undefined;
    if (code === '23505' || code === '23514') {
      return {
        kind: 'conflict',
        message: (constraint && CONSTRAINT_MESSAGES[constraint]) ?? 'This conflicts with an existing record',
      };
    }
    if (code === '23503') return { kind: 'not-found', message: 'A record this refers to does not exist' };
    // Data exceptions (22xxx) and limits such as an index row too large (54000): the input does not fit.
    if (code?.startsWith('22') || code === '54000') {
      return { kind: 'bad-input', message: 'A value is too long or not valid for the database' };
    }
    if (code?.startsWith('08') || (code && UNAVAILABLE_CODES.has(code))) {
      return { kind: 'unavailable', message: 'The database is not available right now. Try again shortly.' };
    }
    const message = typeof cause.message === 'string' ? cause.message : '';
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) {
      return { kind: 'unavailable', message: 'The database is not available right now. Try again shortly.' };
    }
  }
  return undefined;
}

/**
 * An error as it may be logged: its type, code and constraint, and a message without the SQL text or its
 * parameters (drizzle puts both in its message; parameters can hold password hashes and secrets).
 */
export function loggableError(error: unknown): {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
} {
  let code: string | undefined;
  let constraint: string | undefined;
  let databaseMessage: string | undefined;
  for (const cause of causes(error)) {
    if (!code && typeof cause.code === 'string') code = cause.code;
    if (!constraint && typeof cause.constraint === 'string') constraint = cause.constraint;
    // The innermost driver error carries the database's own sentence.
    if (typeof cause.code === 'string' && typeof cause.message === 'string') databaseMessage = cause.message;
  }
  const type = error instanceof Error ? error.constructor.name : typeof error;
  const own = error instanceof Error ? error.message : String(error);
  const message =
    databaseMessage ?? (/^Failed query:/.test(own) ? 'Failed query' : own.split('\nparams:')[0]);
  return {
    type,
    message: message ?? '',
    ...(code ? { code } : {}),
    ...(constraint ? { constraint } : {}),
  };
}
