// What a simulated call "said": the outcome, a transcript with per-line timings, a summary and a lead score, all
// from a seeded random source, so the same call always tells the same story (the report, its recording and a
// demo row agree). The simulated voice provider and the demo seed both use it.
import {
  addCalendarDays,
  calendarDay,
  endOfSentence,
  instantText,
  weekdayOf,
  zonedDateTime,
} from '@callops/contracts/core';
import {
  configKeyDefinition,
  parseOutcomeWeights,
  SIMULATED_CALL_OUTCOMES,
  type SimulatedCallOutcome,
} from '@callops/contracts/settings';
import { createRandom } from './seeded-random';

export type ScriptOutcome = SimulatedCallOutcome | 'confirmed';

export interface ScriptLine {
  speaker: 'assistant' | 'customer';
  text: string;
  /** Seconds from the start of the recording. */
  seconds: number;
}

/** A warm transfer in a simulated call: to whom, how it went, and when the assistant used its transferCall tool. */
export interface ScriptTransfer {
  name: string;
  number: string;
  result: 'answered' | 'returned';
  /** Seconds from the start of the recording. */
  seconds: number;
}

export interface CallScript {
  outcome: ScriptOutcome;
  /** VAPI's words for how the call ended. */
  endedReason: string;
  answered: boolean;
  /**
   * When the phone was picked up (by the lead or an answering machine), in seconds from the call's start: its
   * status-update to in-progress. Null when it only rang (no answer, busy).
   */
  pickedUpSeconds: number | null;
  durationSeconds: number;
  lines: ScriptLine[];
  summary: string;
  leadScore: number;
  /** What the assistant's analysis reports (`analysis.structuredData`). */
  structuredData: Record<string, unknown>;
  costUsd: number;
  /** The transfer the lead asked for; null when none was tried (no such request, or nobody on duty). */
  transfer: ScriptTransfer | null;
}

export interface ScriptInput {
  /** Anything unique to the call (the provider's call id): the same seed gives the same script. */
  seed: string;
  kind: 'cold_call' | 'reminder_call';
  leadName: string | null;
  companyName: string;
  service: string | null;
  /** For reminder calls: the appointment being confirmed. */
  appointmentAt?: Date | null;
  /** What the assistant leaves when a machine answers; null: it hangs up (the voicemail policy). */
  voicemailMessage: string | null;
  /** How a cold call ends: this outcome, or one drawn from `weights` (the defaults without them). */
  outcome?: ScriptOutcome;
  weights?: Readonly<Record<string, number>>;
  now: Date;
  zone: string;
  /** Who a transfer goes to (on duty when the call was placed) and how long it rings; null: nobody is on duty. */
  transfer?: { name: string; number: string; answerTimeoutSeconds: number } | null;
}

/** FNV-1a: a stable number from the seed text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** How often simulated cold calls end each way unless the simulated_call_outcomes setting says otherwise. */
export const DEFAULT_OUTCOME_WEIGHTS = parseOutcomeWeights(
  configKeyDefinition('simulated_call_outcomes')?.defaultValue ?? '',
  SIMULATED_CALL_OUTCOMES,
) as Record<SimulatedCallOutcome, number>;

const ENDED_REASON: Record<ScriptOutcome, string> = {
  'no-answer': 'customer-did-not-answer',
  busy: 'customer-busy',
  voicemail: 'voicemail',
  booked: 'assistant-ended-call',
  qualified: 'customer-ended-call',
  unqualified: 'customer-ended-call',
  confirmed: 'assistant-ended-call',
  'opted-out': 'customer-ended-call',
  // The call goes on to the person on duty: VAPI ends its part as forwarded.
  'transfer-answered': 'assistant-forwarded-call',
  'transfer-returned': 'assistant-ended-call',
  callback: 'customer-ended-call',
};

/** The next weekday after `now`, at a consultation time, in the business zone. */
function nextConsultation(now: Date, zone: string, time: string): Date {
  let day = addCalendarDays(calendarDay(now, zone), 1);
  while ([0, 6].includes(weekdayOf(day))) day = addCalendarDays(day, 1);
  return zonedDateTime(day, time, zone);
}

const spoken = (at: Date, zone: string) => ({
  day: instantText(at, zone, 'weekday'),
  time: instantText(at, zone, 'time'),
});

/** A line said, or the moment the assistant transfers (the ringing that follows is added to the clock). */
type Turn = ['assistant' | 'customer', string] | ['transfer', ''];

const ASKS_FOR_A_PERSON = 'Sorry, can I talk to a real person?';

function turns(outcome: ScriptOutcome, v: Record<string, string>): Turn[] {
  const hello = `Hi, this is Sarah calling from Home Service Connect about ${v.company}.`;
  switch (outcome) {
    case 'voicemail':
      return v.voicemail ? [['assistant', v.voicemail]] : [];
    case 'booked':
      return [
        ['assistant', `${hello} Am I speaking with ${v.first}?`],
        ['customer', 'Yes, speaking.'],
        [
          'assistant',
          `Great! We connect ${v.service} companies with homeowners asking for quotes. Would a free fifteen-minute consultation be useful?`,
        ],
        ['customer', 'Sure, that sounds interesting.'],
        ['assistant', `Wonderful. Does ${v.day} at ${v.time} work for you?`],
        ['customer', 'That works for me.'],
        [
          'assistant',
          "Perfect, it's booked. You'll get a confirmation by e-mail and text in a moment. Thanks, and talk soon!",
        ],
      ];
    case 'qualified':
      return [
        ['assistant', `${hello} Do you have a minute?`],
        ['customer', "A quick one, we're pretty busy."],
        ['assistant', `Are you taking on new ${v.service} jobs this season?`],
        ['customer', "We are, but not until next month. Send me something by e-mail and I'll have a look."],
        [
          'assistant',
          "Will do. I'll send the details today and check back next month. Thanks for your time!",
        ],
      ];
    case 'unqualified':
      return [
        ['assistant', `${hello} Do you have a minute?`],
        ['customer', 'Not really. What is this about?'],
        ['assistant', `We connect ${v.service} businesses with homeowners looking for quotes.`],
        ['customer', "We're retiring the business this year, so it's not for us. Thanks anyway."],
        ['assistant', 'Understood, and congratulations. Have a great day!'],
      ];
    case 'opted-out':
      return [
        ['assistant', `${hello} Do you have a minute?`],
        ['customer', "No. Please take this number off your list and don't call me again."],
        [
          'assistant',
          "Understood. I've taken your number off our list and we won't call you again. Sorry for the bother, goodbye.",
        ],
      ];
    case 'transfer-answered':
    case 'transfer-returned': {
      const asks: Turn[] = [
        ['assistant', `${hello} Do you have a minute?`],
        ['customer', ASKS_FOR_A_PERSON],
      ];
      const callback: Turn[] = [
        ['customer', 'Yes, that works.'],
        // A time may end with its own full stop (p.m.).
        [
          'assistant',
          `${endOfSentence(`Done: someone will call you back ${v.day} at ${v.time}`)} Thanks for your patience!`,
        ],
      ];
      if (!v.onDuty)
        return [
          ...asks,
          [
            'assistant',
            `Nobody is free right now, but I can have someone call you back. Does ${v.day} at ${v.time} work?`,
          ],
          ...callback,
        ];
      const connecting: Turn[] = [
        ['assistant', `Of course. One moment, I'm connecting you with ${v.onDuty}.`],
        ['transfer', ''],
      ];
      if (outcome === 'transfer-answered') return [...asks, ...connecting];
      return [
        ...asks,
        ...connecting,
        [
          'assistant',
          `I'm sorry, nobody could pick up just now. I can have someone call you back instead: does ${v.day} at ${v.time} work?`,
        ],
        ...callback,
      ];
    }
    case 'confirmed':
      return [
        [
          'assistant',
          endOfSentence(
            `Hi ${v.first}, this is Sarah from Home Service Connect reminding you of your consultation today at ${v.time}`,
          ),
        ],
        ['customer', "Thanks for the reminder, I'll be there."],
        ['assistant', 'Great, talk soon!'],
      ];
    case 'callback':
      return [
        ['assistant', `${hello} Am I speaking with ${v.first}?`],
        ['customer', `Yes, but I'm on a job right now. Can you call me back ${v.callbackDay} after three?`],
        ['assistant', `Of course. I'll call you back ${v.callbackDay} at 3 p.m. your time. Talk then!`],
      ];
    default:
      return [];
  }
}

/** Each outcome's summary; one that ends with a time gets its full stop from endOfSentence (a time may end with one). */
const SUMMARY: Record<ScriptOutcome, string> = {
  'no-answer': 'The call rang without an answer.',
  busy: 'The line was busy.',
  voicemail: 'An answering machine picked up; the assistant {voicemailAction}.',
  booked: 'The owner wants more {service} leads; a consultation is booked for {day} at {time}',
  qualified: 'The owner is open to leads from next month and asked for information by e-mail.',
  unqualified: 'Not a fit: the owner is retiring the business this year.',
  confirmed: 'Reminder call: the lead confirmed the consultation today at {time}',
  'opted-out': 'The owner asked not to be called again; the number goes on the do-not-call list.',
  'transfer-answered': 'The owner asked for a person and was transferred to {onDuty}, who took the call.',
  'transfer-returned':
    'The owner asked for a person; {noAnswer}, so the assistant booked a callback for {day} at {time}',
  callback: 'The owner was busy and asked to be called back {callbackDay} after three.',
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** How long a simulated phone rings before the lead picks up, and before an answering machine does. */
const RING_SECONDS = 1;
const MACHINE_PICKS_UP_SECONDS = 17.5;

export function simulatedCallScript(input: ScriptInput): CallScript {
  const r = createRandom(hash(input.seed));
  let outcome: ScriptOutcome;
  if (input.kind === 'reminder_call') {
    outcome = r.chance(0.85) ? 'confirmed' : 'no-answer';
  } else {
    const weights = Object.entries(input.weights ?? DEFAULT_OUTCOME_WEIGHTS) as [
      SimulatedCallOutcome,
      number,
    ][];
    const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = r.next() * total;
    outcome = 'no-answer';
    for (const [candidate, weight] of weights) {
      roll -= weight;
      if (roll < 0) {
        outcome = candidate;
        break;
      }
    }
  }
  // A forced outcome still draws the roll above, so the rest of the script stays the seed's.
  if (input.outcome) outcome = input.outcome;
  const transferRequested = outcome === 'transfer-answered' || outcome === 'transfer-returned';
  const onDuty = transferRequested ? (input.transfer ?? null) : null;
  // Nobody on duty: no transfer to try, the assistant offers the callback straight away.
  if (transferRequested && !onDuty) outcome = 'transfer-returned';
  const books = outcome === 'booked' || outcome === 'transfer-returned';
  const appointment = books
    ? nextConsultation(input.now, input.zone, r.pick(['10:00', '13:30', '15:00']))
    : (input.appointmentAt ?? null);
  const when = appointment ? spoken(appointment, input.zone) : { day: '', time: '' };
  // "Call me back tomorrow after three": the next weekday, 15:00 on the callee's own clock.
  const callbackDay = nextConsultation(input.now, input.zone, '15:00');
  const values = {
    company: input.companyName,
    service: (input.service ?? 'home service').toLowerCase(),
    first: (input.leadName ?? 'there').split(' ')[0] ?? 'there',
    voicemail: input.voicemailMessage ?? '',
    voicemailAction: input.voicemailMessage ? 'left the voicemail message' : 'hung up without a message',
    onDuty: onDuty?.name ?? '',
    noAnswer: onDuty
      ? `${onDuty.name} did not answer within ${onDuty.answerTimeoutSeconds} seconds`
      : 'nobody was on duty',
    callbackDay: instantText(callbackDay, input.zone, 'weekday'),
    ...when,
  };

  // Timings: a second of ringing (a machine picks up later), the first word half a second after, about 2.6 words a
  // second, a short pause between turns.
  const pickedUpSeconds =
    outcome === 'no-answer' || outcome === 'busy'
      ? null
      : outcome === 'voicemail'
        ? MACHINE_PICKS_UP_SECONDS
        : RING_SECONDS;
  const lines: ScriptLine[] = [];
  let clock = (pickedUpSeconds ?? 0) + 0.5;
  let transfer: ScriptTransfer | null = null;
  for (const [speaker, text] of turns(outcome, values)) {
    if (speaker === 'transfer') {
      if (!onDuty) continue;
      const answered = outcome === 'transfer-answered';
      transfer = {
        name: onDuty.name,
        number: onDuty.number,
        result: answered ? 'answered' : 'returned',
        seconds: Math.round(clock * 10) / 10,
      };
      // Their phone rings: picked up within the time allowed, or the whole of it without an answer; then a
      // conversation the assistant is no longer part of.
      clock += answered
        ? r.int(2, Math.max(2, onDuty.answerTimeoutSeconds - 1)) + r.int(60, 180)
        : onDuty.answerTimeoutSeconds;
      continue;
    }
    lines.push({ speaker, text, seconds: Math.round(clock * 10) / 10 });
    clock += text.split(/\s+/).length / 2.6 + 0.4 + r.next() * 0.8;
  }
  const answered = !['no-answer', 'busy', 'voicemail'].includes(outcome);
  const durationSeconds =
    outcome === 'no-answer'
      ? 25
      : outcome === 'busy'
        ? 6
        : outcome === 'voicemail' && lines.length === 0
          ? 19
          : Math.ceil(clock + 1);
  const leadScore =
    outcome === 'booked' || outcome === 'transfer-returned'
      ? r.int(80, 98)
      : outcome === 'qualified' || outcome === 'transfer-answered'
        ? r.int(55, 79)
        : outcome === 'unqualified'
          ? r.int(5, 30)
          : outcome === 'callback'
            ? r.int(40, 70)
            : 0;
  // The person on duty took the lead over: a qualified lead. Nobody answered: the callback is the booking.
  const verdict =
    outcome === 'transfer-answered' ? 'qualified' : outcome === 'transfer-returned' ? 'booked' : outcome;
  const structured: Record<string, unknown> = {
    outcome: answered ? (verdict === 'confirmed' ? 'confirmed' : verdict) : 'no_answer',
    leadScore,
  };
  if (appointment && books) structured.appointmentDateTime = appointment.toISOString();
  if (outcome === 'transfer-returned') structured.callback = true;
  if (outcome === 'opted-out') structured.optOut = true;
  // A wall-clock time, as the live assistant's structured data gives it (vapi-voice.ts's schema).
  if (outcome === 'callback') structured.callback_at = `${calendarDay(callbackDay, input.zone)}T15:00`;
  return {
    outcome,
    endedReason: ENDED_REASON[outcome],
    answered,
    pickedUpSeconds,
    durationSeconds,
    lines,
    summary: endOfSentence(fill(SUMMARY[outcome], values)),
    leadScore,
    structuredData: structured,
    costUsd: Math.round(durationSeconds * 0.0018 * 10_000) / 10_000,
    transfer,
  };
}

/** The transcript as one text, the way VAPI's `artifact.transcript` reads. */
export const transcriptText = (lines: readonly ScriptLine[]): string | null =>
  lines.length === 0
    ? null
    : lines.map((l) => `${l.speaker === 'assistant' ? 'AI' : 'Customer'}: ${l.text}`).join('\n');
