import type { TransferResult } from '@callops/contracts/calls';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    role: text('role', { enum: ['admin', 'operator', 'viewer'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** The user's own phone (E.164): where "Transfer to me" sends a live call. */
    phone: text('phone'),
    /** Bumped on password reset: tokens carry it and stop working once it moves on. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_username_key').on(sql`lower(${t.username})`)],
);

/** The leads. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    hubspotId: text('hubspot_id'),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    city: text('city'),
    service: text('service'),
    leadStatus: text('lead_status').notNull().default('NEW'),
    leadScore: integer('lead_score').notNull().default(0),
    noAnswerCount: integer('no_answer_count').notNull().default(0),
    followUpDate: tstz('follow_up_date'),
    /** When a calling job claimed the lead (NEW_IN_PROGRESS / NO_ANSWER_IN_PROGRESS); cleared on release. */
    claimedAt: tstz('claimed_at'),
    claimedByJobId: text('claimed_by_job_id'),
    /**
     * Where the called person is, worked out from the phone number (and the city): its country, its candidate IANA
     * zones (one when certain, none when unknown) and the number in E.164, the key of the do-not-call list. Null
     * until worked out: a trigger clears them whenever the phone or the city changes.
     */
    calleeCountry: text('callee_country'),
    calleeZones: text('callee_zones').array(),
    phoneKey: text('phone_key'),
    /** Not to be called before this instant: a retry delay (busy, voicemail) or the callee's window opening. */
    nextAttemptAt: tstz('next_attempt_at'),
    /**
     * A callback the lead asked for on a call: when (booked inside its hours and caps), the zone it was asked in
     * (shown as "their time"), and why the booked time is not the one asked for, if it is not.
     */
    callbackAt: tstz('callback_at'),
    callbackZone: text('callback_zone'),
    callbackNote: text('callback_note'),
    /** When a calling job first claimed the lead: speed to lead's time from creation to first call. */
    firstCalledAt: tstz('first_called_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_hubspot_id_key').on(t.hubspotId),
    index('companies_phone_key_idx').on(t.phoneKey),
    // The leads whose location is still to be worked out.
    index('companies_callee_unknown_idx').on(t.id).where(sql`${t.calleeZones} is null`),
    index('companies_status_follow_up_idx').on(t.leadStatus, t.followUpDate),
    // Cold calling takes NEW leads oldest first.
    index('companies_status_created_idx').on(t.leadStatus, t.createdAt, t.id),
    // The kanban: a column is its status, least recently changed first (a moved card comes last); its count.
    index('companies_status_updated_idx').on(t.leadStatus, t.updatedAt, t.id),
    index('companies_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('companies_phone_idx').on(t.phone),
    index('companies_claimed_idx').on(t.claimedAt).where(sql`${t.claimedAt} is not null`),
    // Due callbacks are claimed first, earliest first.
    index('companies_callback_idx').on(t.callbackAt, t.id).where(sql`${t.callbackAt} is not null`),
    // The Dashboard's median time to first call per day (the creation instant is INCLUDEd in migration 0026).
    index('companies_first_called_idx').on(t.firstCalledAt).where(sql`${t.firstCalledAt} is not null`),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    leadName: text('lead_name'),
    leadEmail: text('lead_email'),
    leadNumber: text('lead_number'),
    companyName: text('company_name'),
    service: text('service'),
    appointmentDatetime: tstz('appointment_datetime'),
    smsMailFollowupDatetime: tstz('sms_mail_followup_datetime'),
    callFollowupDatetime: tstz('call_followup_datetime'),
    /** What the lead asked for, when the assistant booked it (the booked slot may differ). */
    requestedDatetime: tstz('requested_datetime'),
    /** The slot the assistant booked: no two overlap (appointments_booked_slots_do_not_overlap). */
    bookedStart: tstz('booked_start'),
    bookedEnd: tstz('booked_end'),
    /** When reconciliation found this appointment's event gone from the calendar. */
    calendarMissingAt: tstz('calendar_missing_at'),
    remark: text('remark', { enum: ['init', 'notified'] })
      .notNull()
      .default('init'),
    isRescheduled: boolean('is_rescheduled').notNull().default(false),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    calendarEventId: text('calendar_event_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_datetime_idx').on(t.appointmentDatetime),
    index('appointments_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('appointments_company_idx').on(t.companyId),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    type: text('type', {
      enum: ['cold_calling', 'reminder_calls', 'send_reminders', 'hubspot_fetch'],
    }).notNull(),
    status: text('status', {
      enum: ['pending', 'running', 'paused', 'completed', 'failed', 'stopped', 'cancelled'],
    }).notNull(),
    progressCurrent: integer('progress_current').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /**
     * Calls of this job still waiting for their outcome: its busy call slots. Kept on the row (changed in the same
     * transaction as each call's status) so a dispatch round reads it without scanning a busy calls table.
     */
    callsInFlight: integer('calls_in_flight').notNull().default(0),
    /** The calls' reported cost in US dollars, added as each report comes in. */
    costUsd: doublePrecision('cost_usd').notNull().default(0),
    /** The queue job of the current dispatch round and the server process running it (recovery/dead-rounds.ts). */
    dispatchRoundId: text('dispatch_round_id'),
    dispatchProcess: integer('dispatch_process'),
    startedAt: tstz('started_at'),
    completedAt: tstz('completed_at'),
    durationMinutes: integer('duration_minutes'),
    endsAt: tstz('ends_at'),
    error: text('error'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One running (or queued, or paused) job per type, enforced by the database itself.
    uniqueIndex('jobs_one_current_per_type')
      .on(t.type)
      .where(sql`${t.status} in ('pending', 'running', 'paused')`),
    index('jobs_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('jobs_status_idx').on(t.status),
  ],
);

/** A jobs row as the database returns it. */
export type JobRow = typeof jobs.$inferSelect;

export const calls = pgTable(
  'calls',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    callSid: text('call_sid'),
    leadName: text('lead_name'),
    leadEmail: text('lead_email'),
    companyName: text('company_name'),
    companyPhone: text('company_phone'),
    /** The assistant's first message as sent, its AI and recording notice included. */
    firstMessage: text('first_message'),
    /** The AI and recording notice that opened the call: the record that it was given. */
    disclosure: text('disclosure'),
    /** The message the call was to leave at an answering machine; null: it was to hang up. */
    voicemailMessage: text('voicemail_message'),
    status: text('status').notNull().default('queued'),
    jobType: text('job_type'),
    answered: boolean('answered').notNull().default(false),
    apptBooked: boolean('appt_booked').notNull().default(false),
    outcome: text('outcome'),
    leadScore: integer('lead_score').notNull().default(0),
    callTranscript: text('call_transcript'),
    callSummary: text('call_summary'),
    callRecUrl: text('call_rec_url'),
    durationSeconds: integer('duration_seconds'),
    endedAt: tstz('ended_at'),
    /** Who placed it: 'vapi' (live) or 'simulated'. */
    provider: text('provider'),
    /** The lead's status before the call claimed it: where it goes back to if the call is lost. */
    leadStatusBefore: text('lead_status_before'),
    /** The provider's reason the call ended, e.g. customer-did-not-answer. */
    endedReason: text('ended_reason'),
    /** The timed transcript: `{ speaker, text, seconds }` per line, seconds from the start of the recording. */
    transcriptMessages:
      jsonb('transcript_messages').$type<{ speaker: string; text: string; seconds: number }[]>(),
    /** The report's structured analysis (outcome, appointment time, score) as the provider sent it. */
    analysis: jsonb('analysis').$type<Record<string, unknown>>(),
    costUsd: doublePrecision('cost_usd'),
    /** The provider's live monitor of the call (VAPI's monitor.listenUrl/controlUrl): server-side only, never sent. */
    monitorListenUrl: text('monitor_listen_url'),
    monitorControlUrl: text('monitor_control_url'),
    /** The warm transfer the lead asked for: to whom (number, and the roster's name for it) and how it went. */
    transferredToNumber: text('transferred_to_number'),
    transferredToName: text('transferred_to_name'),
    transferResult: text('transfer_result').$type<TransferResult>(),
    /** The VAPI phone-number id the call went out from (the caller-ID pool's pick); null: no pool, simulated. */
    callerId: text('caller_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calls_call_sid_key').on(t.callSid),
    // Stats windows count straight off this index (index-only scans over a time range; migration 0026 INCLUDEs the
    // outcome and the cost, for the voicemails and the spend).
    index('calls_stats_idx').on(t.createdAt, t.answered, t.apptBooked),
    index('calls_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A lead's attempts over the last 24 hours and 7 days (the attempt caps).
    index('calls_company_created_idx').on(t.companyId, t.createdAt),
    // The calls of a job still waiting for their outcome: the job's free call slots and its end.
    index('calls_job_in_flight_idx')
      .on(t.jobId)
      .where(sql`${t.status} in ('dialing', 'placing', 'queued', 'ringing', 'in-progress')`),
    index('calls_job_company_idx').on(t.jobId, t.companyId),
    // A job's latest ended calls, in the order they ended (the auto-pause rule reads them after each call; in the
    // order they were placed, the short unanswered calls of a burst of dials end first and looked like a streak).
    // Partial: the calls in flight are not in the way, and the read walks this index whatever the statistics say.
    index('calls_job_recent_idx')
      .on(t.jobId, t.endedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('completed', 'failed')`),
    // The recordings list, newest first: all of them, by outcome (qualified, unqualified, booked) and the reminder
    // calls. Partial, so a page reads recordings only, however many calls have none.
    // (Every DESC key here is NULLS FIRST, as ORDER BY … DESC is: an index in the other order serves no such read.)
    index('calls_recordings_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.callRecUrl} is not null`),
    index('calls_recordings_outcome_idx')
      .on(t.outcome, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.callRecUrl} is not null`),
    index('calls_recordings_job_type_idx')
      .on(t.jobType, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.callRecUrl} is not null`),
  ],
);

/**
 * How many companies have each lead status, so list totals and kanban column counts cost the number of statuses,
 * not of companies. Kept like the call statistics: a trigger on companies appends deltas, the maintenance job folds
 * them in, readers add the deltas not yet folded.
 */
export const companyStatusCounts = pgTable('company_status_counts', {
  status: text('status').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * Changes of the per-status company counts, written by the companies triggers: one per status a statement inserted
 * or deleted (migration 0011), -1/+1 per row whose status an update changed.
 */
export const companyStatusDeltas = pgTable(
  'company_status_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    status: text('status').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('company_status_deltas_status_idx').on(t.status, t.n)],
);

/**
 * The calls per hour (by created_at), so a stats window costs its number of hours and two edge hours, not its number
 * of calls. Kept by a trigger on calls that appends to call_stats_deltas (no row every writer fights over); the
 * maintenance job folds the deltas in every minute, and readers add the deltas not yet folded.
 */
export const callStatsHourly = pgTable('call_stats_hourly', {
  hour: tstz('hour').primaryKey(),
  total: integer('total').notNull(),
  answered: integer('answered').notNull(),
  booked: integer('booked').notNull(),
  voicemail: integer('voicemail').notNull().default(0),
  costUsd: doublePrecision('cost_usd').notNull().default(0),
});

/**
 * Changes of the hourly counts, written by the calls triggers and folded into call_stats_hourly: one per hour a
 * statement inserted or deleted calls in (migration 0011), -1/+1 per row an update moved or recounted.
 */
export const callStatsDeltas = pgTable(
  'call_stats_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hour: tstz('hour').notNull(),
    total: integer('total').notNull(),
    answered: integer('answered').notNull(),
    booked: integer('booked').notNull(),
    voicemail: integer('voicemail').notNull().default(0),
    costUsd: doublePrecision('cost_usd').notNull().default(0),
  },
  (t) => [index('call_stats_deltas_hour_idx').on(t.hour, t.total, t.answered, t.booked)],
);

/**
 * How many calls with a recording each filter of the recordings list holds ('all', 'appointment_booked',
 * 'qualified', 'unqualified', 'reminder'), kept by triggers on calls (migration 0004) in 16 shards per filter so
 * concurrent call reports rarely wait on one row: the list's total is a sum of 16 rows, whatever the size of calls.
 */
export const callRecordingCounts = pgTable(
  'call_recording_counts',
  {
    filter: text('filter').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.filter, t.shard] })],
);

/**
 * How many appointments there are, kept by triggers on appointments (migration 0026) in 16 shards: the appointments
 * list's total is a sum of 16 rows, whatever the size of appointments.
 */
export const appointmentCounts = pgTable('appointment_counts', {
  shard: smallint('shard').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * Every SMS and e-mail the console sends, live or simulated: what went where and how it went. Simulated messages
 * are kept here too, so nothing sent in MOCK mode is silently dropped.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    providerMode: text('provider_mode', { enum: ['live', 'simulated'] }).notNull(),
    purpose: text('purpose').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('messages_provider_message_id_key').on(t.providerMessageId),
    index('messages_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    index('messages_appointment_idx').on(t.appointmentId),
  ],
);

/**
 * Numbers never to be called. Entries are kept when removed (who and when); at most one active entry per number.
 * Every dial checks it on the server first.
 */
export const doNotCall = pgTable(
  'do_not_call',
  {
    id: serial('id').primaryKey(),
    /** E.164. */
    phone: text('phone').notNull(),
    reason: text('reason'),
    source: text('source', { enum: ['manual', 'import', 'call', 'sms'] }).notNull(),
    sourceCallId: integer('source_call_id').references(() => calls.id, { onDelete: 'set null' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: tstz('added_at').notNull().defaultNow(),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: tstz('removed_at'),
  },
  (t) => [
    uniqueIndex('do_not_call_active_phone_key').on(t.phone).where(sql`${t.removedAt} is null`),
    index('do_not_call_added_idx').on(t.addedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** E-mail addresses that unsubscribed (the link every e-mail to a lead carries): no e-mail goes to them again. */
export const emailSuppressions = pgTable('email_suppressions', {
  /** Lower-cased. */
  email: text('email').primaryKey(),
  source: text('source', { enum: ['unsubscribe_link'] }).notNull(),
  createdAt: createdAt(),
});

/** The simulated CRM's own records (HubSpot-shaped: an id and string properties), used while HubSpot is not set up. */
export const simulatedCrmRecords = pgTable(
  'simulated_crm_records',
  {
    id: text('id').primaryKey(),
    properties: jsonb('properties').$type<Record<string, string | null>>().notNull(),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('simulated_crm_records_created_idx').on(t.createdAt, t.id)],
);

/**
 * What a supervisor did to a call in progress (say, guide, transfer, end), one row per request id: a repeated request
 * finds its row instead of sending the message again. `status` goes from sending to accepted, refused or timeout.
 */
export const callControlActions = pgTable(
  'call_control_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    requestId: text('request_id').notNull(),
    kind: text('kind').notNull(),
    text: text('text'),
    destination: text('destination'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    status: text('status').notNull().default('sending'),
    error: text('error'),
    /** When it was sent, in seconds from the call's start: its marker on the recording's timeline. */
    secondsFromStart: integer('seconds_from_start').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('call_control_actions_request_key').on(t.requestId),
    index('call_control_actions_call_idx').on(t.callId, t.id),
  ],
);

/** The live alerts raised on a call (silence, long call): once per call and kind. */
export const callAlerts = pgTable(
  'call_alerts',
  {
    callId: integer('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.callId, t.kind] })],
);

export const jobEvents = pgTable(
  'job_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: text('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    jobType: text('job_type'),
    type: text('type').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_events_job_idx').on(t.jobId, t.id),
    index('job_events_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

export const voices = pgTable(
  'voices',
  {
    id: serial('id').primaryKey(),
    voiceId: text('voice_id').notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('INACTIVE'),
    archived: boolean('archived').notNull().default(false),
    previewUrl: text('preview_url'),
    isUsedInVapi: boolean('is_used_in_vapi').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('voices_voice_id_key').on(t.voiceId),
    // Only one voice can be active.
    uniqueIndex('voices_one_active').on(t.status).where(sql`${t.status} = 'ACTIVE'`),
    check('voices_active_not_archived', sql`not (${t.status} = 'ACTIVE' and ${t.archived})`),
  ],
);

export const appConfig = pgTable(
  'app_config',
  {
    key: text('key').primaryKey(),
    /** Plain text, or for sensitive entries the AES-256-GCM envelope (see secrets/cipher.ts). */
    value: text('value').notNull().default(''),
    description: text('description'),
    isSensitive: boolean('is_sensitive').notNull().default(false),
    guiGroup: text('gui_group'),
    guiPriority: integer('gui_priority').notNull().default(100),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('app_config_group_idx').on(t.guiGroup, t.guiPriority)],
);

/** Google OAuth client credentials and the user's token, both encrypted at rest. One row. */
export const calendarCredentials = pgTable(
  'calendar_credentials',
  {
    id: integer('id').primaryKey().default(1),
    credentialsEncrypted: text('credentials_encrypted'),
    tokenEncrypted: text('token_encrypted'),
    updatedAt: updatedAt(),
  },
  (t) => [check('calendar_credentials_singleton', sql`${t.id} = 1`)],
);

export const logs = pgTable(
  'logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    level: text('level', { enum: ['DEBUG', 'INFO', 'WARNING', 'ERROR'] }).notNull(),
    message: text('message').notNull(),
    service: text('service').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    /** The request the line was logged under, if any (its X-Request-Id). */
    requestId: text('request_id'),
  },
  (t) => [
    index('logs_timestamp_idx').on(t.timestamp.desc().nullsFirst()),
    index('logs_level_idx').on(t.level, t.timestamp.desc().nullsFirst()),
  ],
);

/** Who changed what, when: settings, admin phones, users, calendar credentials. Sensitive values are masked. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityKey: text('entity_key'),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt.desc().nullsFirst())],
);

/** Facts about the database itself, e.g. when the demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const schema = {
  users,
  companies,
  appointments,
  jobs,
  calls,
  jobEvents,
  callControlActions,
  callAlerts,
  voices,
  appConfig,
  calendarCredentials,
  logs,
  auditLog,
  appMeta,
  messages,
  simulatedCrmRecords,
  callRecordingCounts,
  appointmentCounts,
};

/** The days each daily schedule started its job (at most one row per schedule and day). */
export const scheduleRuns = pgTable(
  'schedule_runs',
  {
    schedule: text('schedule').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'schedule_runs_pkey', columns: [t.schedule, t.day] })],
);

/** Failed sign-ins of every server process, for the sign-in limits (access/login-failures.ts). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_key_at_idx').on(t.key, t.at), index('login_failures_at_idx').on(t.at)],
);

/** One row per server process, beaten every few seconds (modules/console/server-heartbeat.ts). */
export const serverHeartbeats = pgTable(
  'server_heartbeats',
  {
    id: text('id').primaryKey(),
    hostname: text('hostname').notNull(),
    pid: integer('pid').notNull(),
    version: text('version').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull(),
    stats: jsonb('stats').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('server_heartbeats_last_beat_idx').on(t.lastBeatAt)],
);

/**
 * Each pool number's business day: the calls it placed (its daily cap is taken under this row's lock) and, as they
 * end, how many ended, were answered, and were answered for under 10 seconds (the Caller IDs page and the rests).
 */
export const callerIdDays = pgTable(
  'caller_id_days',
  {
    phoneNumberId: text('phone_number_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    calls: integer('calls').notNull().default(0),
    ended: integer('ended').notNull().default(0),
    answered: integer('answered').notNull().default(0),
    shortCalls: integer('short_calls').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'caller_id_days_pkey', columns: [t.phoneNumberId, t.day] })],
);

/** Pool numbers rested after their answer rate fell: no calls from them until `restedUntil`. */
export const callerIdRests = pgTable('caller_id_rests', {
  phoneNumberId: text('phone_number_id').primaryKey(),
  restedAt: timestamp('rested_at', { withTimezone: true }).notNull(),
  restedUntil: timestamp('rested_until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
});
