import type { CallOutcome } from '@callops/contracts/calls';
import { addCalendarDays, calendarDay, zonedDateTime } from '@callops/contracts/core';
import {
  CANADIAN_SAMPLE_COMPANIES,
  LEAD_STATUSES,
  type LeadStatus,
  SERVICE_OPTIONS,
} from '@callops/contracts/leads';
import { configKeyDefinition } from '@callops/contracts/settings';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { appMeta, appointments, calls, companies, jobEvents, jobs, voices } from '../db/schema';
import { voicemailMessage } from '../jobs/calling/voicemail-message';
import type { Logger } from '../logging/logger';
import type { InitialConfigSources } from '../modules/settings/initial-values';
import { simulatedPreviewPath } from '../providers/elevenlabs/simulated-voice-catalog';
import { type ScriptOutcome, simulatedCallScript, transcriptText } from '../providers/simulation/call-script';
import { createRandom, type Random } from '../providers/simulation/seeded-random';
import { simulatedRecordingPath } from '../providers/vapi/simulated-voice';
import { type Cipher, createCipher } from '../secrets/cipher';
import { CITIES, FIRST_NAMES, LAST_NAMES, NAME_PREFIXES, NAME_SUFFIXES, VOICES } from './demo-content';
import { seedConfigEntries } from './demo-settings';

export const DEMO_MARKER_KEY = 'demo_seeded_at';
const SEED = 20_261_121;
const GENERATED_COMPANIES = 180;
const CHUNK = 250;

type CompanyRow = typeof companies.$inferInsert;
type AppointmentRow = typeof appointments.$inferInsert;
type CallRow = typeof calls.$inferInsert;

const SERVICES = [...new Set([...CANADIAN_SAMPLE_COMPANIES.map((c) => c.service), ...SERVICE_OPTIONS])];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const APPOINTMENT_STATUSES: LeadStatus[] = [
  'APPOINTMENT_BOOKED',
  'APPOINTMENT_BOOKED_SMS_SENT',
  'APPOINTMENT_BOOKED_EMAIL_SENT',
  'APPOINTMENT_REMINDER_SMS_SENT',
  'APPOINTMENT_REMINDER_EMAIL_SENT',
];

/** Most leads are new or unanswered, as in a real pipeline; every status appears. */
const STATUS_WEIGHTS: [LeadStatus, number][] = LEAD_STATUSES.map((s) => [
  s,
  s === 'NEW'
    ? 40
    : s === 'NO_ANSWER'
      ? 30
      : APPOINTMENT_STATUSES.includes(s)
        ? 7
        : s.startsWith('QUALIFIED')
          ? 6
          : 4,
]);

function weightedStatus(r: Random): LeadStatus {
  const total = STATUS_WEIGHTS.reduce((n, [, w]) => n + w, 0);
  let roll = r.next() * total;
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 'NEW';
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);

function phoneFor(r: Random, area: string, index: number): string {
  return `+1${area}555${String(1000 + ((index * 37 + r.int(0, 36)) % 9000)).padStart(4, '0')}`;
}

function buildCompanies(r: Random, now: Date, zone: string): CompanyRow[] {
  const today = calendarDay(now, zone);
  const rows: CompanyRow[] = [];
  const samples = CANADIAN_SAMPLE_COMPANIES.map((s) => ({ name: s.name, service: s.service }));
  const generated = Array.from({ length: GENERATED_COMPANIES }, () => {
    const service = r.pick(SERVICES);
    return { name: `${r.pick(NAME_PREFIXES)} ${service.split(/[ &]/)[0]} ${r.pick(NAME_SUFFIXES)}`, service };
  });
  const seen = new Set<string>();
  [...samples, ...generated].forEach((c, i) => {
    let name = c.name;
    for (let n = 2; seen.has(name); n++) name = `${c.name} ${n}`;
    seen.add(name);
    // The first rows walk through every status once so each kanban column and filter has something to show.
    const status = i < LEAD_STATUSES.length ? (LEAD_STATUSES[i] as LeadStatus) : weightedStatus(r);
    const place = CITIES.find((p) => name.startsWith(p.city)) ?? r.pick(CITIES);
    const createdAt = new Date(now.getTime() - r.int(1, 45 * 24) * HOUR);
    const noAnswer = status === 'NO_ANSWER' || status === 'NO_ANSWER_IN_PROGRESS';
    const followUpOffset = r.pick([-2, -1, 0, 0, 1, 2, 3]);
    rows.push({
      hubspotId: r.chance(0.7) ? `hs_${100_000 + i}` : null,
      name,
      email: r.chance(0.85) ? `info@${slug(name)}.ca` : null,
      phone: phoneFor(r, place.area, i),
      city: place.city,
      service: c.service,
      leadStatus: status,
      leadScore:
        status.startsWith('QUALIFIED') || APPOINTMENT_STATUSES.includes(status)
          ? r.int(60, 95)
          : status === 'UNQUALIFIED'
            ? r.int(5, 30)
            : 0,
      noAnswerCount: noAnswer ? r.int(1, 4) : 0,
      followUpDate:
        noAnswer && r.chance(0.8)
          ? zonedDateTime(addCalendarDays(today, followUpOffset), '10:00', zone)
          : null,
      claimedAt: status.endsWith('_IN_PROGRESS') ? new Date(now.getTime() - r.int(1, 20) * 60_000) : null,
      createdAt,
      updatedAt: new Date(Math.min(now.getTime(), createdAt.getTime() + r.int(0, 72) * HOUR)),
    });
  });
  return rows;
}

function buildAppointments(
  r: Random,
  now: Date,
  zone: string,
  booked: {
    id: number;
    name: string;
    email: string | null;
    phone: string | null;
    service: string | null;
    status: string;
  }[],
): AppointmentRow[] {
  const today = calendarDay(now, zone);
  // Spread over the days an operator looks at: a few past, today, tomorrow (and the Friday weekend rule), next week.
  const offsets = [-3, -2, -1, 0, 0, 0, 1, 1, 1, 2, 3, 3, 4, 5, 6, 7];
  return booked.map((c, i) => {
    const offset = offsets[i % offsets.length] as number;
    const day = addCalendarDays(today, offset);
    const time = r.pick(['09:00', '10:30', '13:00', '14:30', '16:00']);
    const at = zonedDateTime(day, time, zone);
    const first = r.pick(FIRST_NAMES);
    const last = r.pick(LAST_NAMES);
    const rescheduled = r.chance(0.15);
    const notified = c.status.startsWith('APPOINTMENT_REMINDER') || (offset <= 0 && r.chance(0.6));
    const createdAt = new Date(at.getTime() - r.int(2, 10) * DAY);
    return {
      companyId: c.id,
      leadName: `${first} ${last}`,
      leadEmail: r.chance(0.85) ? `${first.toLowerCase()}.${slug(last)}@example.com` : null,
      leadNumber: r.chance(0.9) ? c.phone : null,
      companyName: c.name,
      service: c.service,
      appointmentDatetime: at,
      smsMailFollowupDatetime: zonedDateTime(addCalendarDays(day, -1), '09:00', zone),
      callFollowupDatetime: r.chance(0.7) ? zonedDateTime(day, '08:00', zone) : null,
      remark: notified ? 'notified' : 'init',
      isRescheduled: rescheduled,
      rescheduleCount: rescheduled ? r.int(1, 2) : 0,
      createdAt: createdAt > now ? now : createdAt,
      updatedAt: now,
    } satisfies AppointmentRow;
  });
}

/** A version-4-shaped UUID from the seeded source, so a demo call's id (and its recording link) is stable. */
function seededUuid(r: Random): string {
  const hex = Array.from({ length: 32 }, () => r.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** The call's outcome as the engine records it (call-outcome.ts, lead-scoring.ts) for the script's ending. */
const CALL_OUTCOME: Record<ScriptOutcome, CallOutcome> = {
  'no-answer': 'no-answer',
  busy: 'no-answer',
  voicemail: 'voicemail',
  booked: 'booked',
  qualified: 'qualified',
  unqualified: 'unqualified',
  'opted-out': 'unqualified',
  callback: 'callback',
  confirmed: 'reminded',
  'transfer-answered': 'qualified',
  'transfer-returned': 'booked',
};

/** Who the demo's calls transfer to when a lead asks for a person. */
const DEMO_ON_DUTY = { name: 'Dana Smith', number: '+14165550100', answerTimeoutSeconds: 20 };

/**
 * A month of calls as the simulated voice provider would have reported them: each call's script (outcome, timed
 * transcript, summary, score) comes from its id, so its recording at /media/simulated-recordings plays the same
 * conversation the transcript shows.
 */
/** The demo's calls leave the catalogue's default voicemail message, as a fresh install's would. */
const DEMO_VOICEMAIL = {
  businessName: configKeyDefinition('business_name')?.defaultValue ?? '',
  voicemail: {
    policy: 'leave_message',
    message: configKeyDefinition('voicemail_message')?.defaultValue ?? '',
    countsAsAttempt: true,
  },
} as const;

function buildCalls(
  r: Random,
  now: Date,
  zone: string,
  leads: {
    id: number;
    name: string;
    email: string | null;
    phone: string | null;
    service: string | null;
    city: string | null;
  }[],
): CallRow[] {
  const rows: CallRow[] = [];
  const addCall = (createdAt: Date) => {
    const lead = r.pick(leads);
    const reminder = r.chance(0.08);
    const leadName = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    const sid = `sim-${seededUuid(r)}`;
    const left = reminder ? null : voicemailMessage(DEMO_VOICEMAIL, { leadName, companyName: lead.name });
    const script = simulatedCallScript({
      seed: sid,
      kind: reminder ? 'reminder_call' : 'cold_call',
      leadName,
      companyName: lead.name,
      service: lead.service,
      appointmentAt: reminder ? new Date(createdAt.getTime() + 3 * HOUR) : null,
      voicemailMessage: left,
      now: createdAt,
      zone,
      transfer: DEMO_ON_DUTY,
    });
    const endedAt = new Date(createdAt.getTime() + script.durationSeconds * 1000);
    rows.push({
      companyId: lead.id,
      callSid: sid,
      leadName,
      leadEmail: lead.email,
      companyName: lead.name,
      companyPhone: lead.phone,
      voicemailMessage: left,
      status: 'completed',
      jobType: reminder ? 'reminder_calls' : 'cold_calling',
      answered: script.answered,
      apptBooked: CALL_OUTCOME[script.outcome] === 'booked',
      outcome: CALL_OUTCOME[script.outcome],
      leadScore: script.leadScore,
      callTranscript: transcriptText(script.lines),
      transcriptMessages: script.lines,
      callSummary: script.summary,
      callRecUrl: simulatedRecordingPath(sid),
      durationSeconds: script.durationSeconds,
      endedReason: script.endedReason,
      analysis: script.structuredData,
      costUsd: script.costUsd,
      transferredToNumber: script.transfer?.number ?? null,
      transferredToName: script.transfer?.name ?? null,
      transferResult: script.transfer?.result ?? null,
      provider: 'simulated',
      endedAt,
      createdAt,
      updatedAt: endedAt,
    });
  };
  // A steady month of calling, busier in the last day so every dashboard window and real-time window has data.
  for (let d = 29; d >= 1; d--) {
    const count = r.int(15, 35);
    for (let i = 0; i < count; i++) addCall(new Date(now.getTime() - d * DAY - r.int(0, DAY - 1)));
  }
  for (let i = 0; i < 48; i++) addCall(new Date(now.getTime() - r.int(60_000, DAY - 60_000)));
  for (let i = 0; i < 12; i++) addCall(new Date(now.getTime() - r.int(30_000, 60 * 60_000)));
  return rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
}

const JOB_PLAN = [
  { type: 'cold_calling', status: 'completed', daysAgo: 6 },
  { type: 'send_reminders', status: 'completed', daysAgo: 6 },
  { type: 'cold_calling', status: 'completed', daysAgo: 5 },
  { type: 'reminder_calls', status: 'completed', daysAgo: 5 },
  { type: 'hubspot_fetch', status: 'completed', daysAgo: 4 },
  { type: 'cold_calling', status: 'failed', daysAgo: 4 },
  { type: 'cold_calling', status: 'completed', daysAgo: 3 },
  { type: 'send_reminders', status: 'completed', daysAgo: 2 },
  { type: 'cold_calling', status: 'stopped', daysAgo: 2 },
  { type: 'reminder_calls', status: 'completed', daysAgo: 1 },
  { type: 'cold_calling', status: 'completed', daysAgo: 1 },
] as const;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Inserts the whole demo data set through `tx`; deterministic for a given day. */
export async function insertDemoData(
  tx: Db,
  now: Date,
  zone: string,
  cipher: Cipher,
  settings: InitialConfigSources,
): Promise<Record<string, number>> {
  const r = createRandom(SEED);
  const companyRows = await tx
    .insert(companies)
    .values(buildCompanies(r, now, zone))
    .returning();
  const booked = companyRows.filter((c) => APPOINTMENT_STATUSES.includes(c.leadStatus as LeadStatus));
  const appointmentRows = buildAppointments(
    r,
    now,
    zone,
    booked.map((c) => ({ ...c, status: c.leadStatus })),
  );
  await insertChunked(appointmentRows, (chunk) => tx.insert(appointments).values(chunk));
  const callRows = buildCalls(r, now, zone, companyRows);
  await insertChunked(callRows, (chunk) => tx.insert(calls).values(chunk));

  await tx.insert(voices).values(
    VOICES.map((v, i) => ({
      voiceId: v.voiceId,
      name: v.name,
      previewUrl: simulatedPreviewPath(v.voiceId),
      status: i === 0 ? ('ACTIVE' as const) : ('INACTIVE' as const),
      archived: i === VOICES.length - 1,
      isUsedInVapi: i === 0,
      createdAt: new Date(now.getTime() - (30 - i) * DAY),
      updatedAt: now,
    })),
  );

  let events = 0;
  for (const [i, plan] of JOB_PLAN.entries()) {
    const id = `demo-${plan.type}-${i + 1}`;
    const startedAt = new Date(now.getTime() - plan.daysAgo * DAY - r.int(1, 6) * HOUR);
    const total = plan.type === 'hubspot_fetch' ? 100 : r.int(20, 60);
    const done = plan.status === 'completed' ? total : r.int(3, total - 1);
    const completedAt = new Date(startedAt.getTime() + r.int(20, 90) * 60_000);
    await tx.insert(jobs).values({
      id,
      type: plan.type,
      status: plan.status,
      progressCurrent: done,
      progressTotal: total,
      startedAt,
      completedAt,
      durationMinutes: 60,
      endsAt: new Date(startedAt.getTime() + HOUR),
      error: plan.status === 'failed' ? 'Voice provider rejected the call: invalid phone number id' : null,
      metadata: plan.type === 'send_reminders' ? { channels: ['email', 'sms'] } : {},
      createdAt: startedAt,
      updatedAt: completedAt,
    });
    const finalMessage =
      plan.status === 'completed'
        ? `Finished: ${done} of ${total} processed`
        : plan.status === 'failed'
          ? 'Failed: voice provider rejected the call'
          : 'Stopped by an operator';
    const jobEventRows = [
      { type: 'started', message: `Job started (${total} to process)`, at: startedAt },
      {
        type: 'progress',
        message: `${Math.round(done / 2)} of ${total} processed`,
        at: new Date((startedAt.getTime() + completedAt.getTime()) / 2),
      },
      { type: plan.status, message: finalMessage, at: completedAt },
    ];
    await tx.insert(jobEvents).values(
      jobEventRows.map((e) => ({
        jobId: id,
        jobType: plan.type,
        type: e.type,
        message: e.message,
        data: { processed: done, total },
        createdAt: e.at,
      })),
    );
    events += jobEventRows.length;
  }

  const configCount = await seedConfigEntries(tx, now, cipher, settings);
  return {
    companies: companyRows.length,
    appointments: appointmentRows.length,
    calls: callRows.length,
    voices: VOICES.length,
    jobs: JOB_PLAN.length,
    job_events: events,
    config_entries: configCount,
  };
}

/**
 * Development only: on a database that has never been seeded, writes the demo data in one transaction (a crash
 * part-way leaves nothing, and the next start seeds again). A marker row keeps a wiped database wiped.
 */
export async function seedDemoDataIfEmpty(
  db: Db,
  deps: { clock: Clock; config: AppConfig; logger: Logger },
): Promise<boolean> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_MARKER_KEY)).limit(1);
  if (marker) return false;
  const log = deps.logger.child({ service: 'seed' });
  log.info('Seeding demo data...');
  const now = deps.clock.now();
  const counts = await db.transaction(async (tx) => {
    const result = await insertDemoData(
      tx,
      now,
      deps.config.businessTimezone,
      createCipher(deps.config.secretKey),
      deps.config,
    );
    await tx.insert(appMeta).values({ key: DEMO_MARKER_KEY, value: now.toISOString() });
    return result;
  });
  log.info(
    `Demo data seeded: ${Object.entries(counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
  );
  return true;
}
