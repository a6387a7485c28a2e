// The simulated provider's listen socket: what VAPI's monitor.listenUrl serves, for simulated calls. Binary frames of
// 16-bit PCM (synthetic speech following the call's script, simulation/listen-audio.ts) and JSON transcript events in
// VAPI's shape, in real time, from where the call is now until it ends. Any replica serves it (the script comes from
// the call as stored), so the URL is a path the listening replica opens on itself, signed so only the server knows it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import type { ServiceContext } from '../../context/service-context';
import { appointments, calls, companies } from '../../db/schema';
import { engineSettings } from '../../settings/live-settings';
import { simulatedCallScript } from '../simulation/call-script';
import {
  type ListenLine,
  linesStartingIn,
  listenFrame,
  SIMULATED_LISTEN_RATE,
} from '../simulation/listen-audio';

/** Each frame carries this much audio (40 ms): small enough to start playing at once. */
const FRAME_MS = 40;
const FRAME_SAMPLES = (SIMULATED_LISTEN_RATE * FRAME_MS) / 1000;

const SIMULATED_LISTEN_PREFIX = '/simulated-vapi/listen/';
export const SIMULATED_LISTEN_ROUTE = `${SIMULATED_LISTEN_PREFIX}:sid`;

const signatureOf = (secretKey: string, providerCallId: string) =>
  createHmac('sha256', secretKey).update(`simulated-listen|${providerCallId}`).digest('hex');

/** The simulated call's monitor.listenUrl: a signed path on any of our replicas. */
export const simulatedListenUrl = (secretKey: string, providerCallId: string) =>
  `${SIMULATED_LISTEN_PREFIX}${providerCallId}?signature=${signatureOf(secretKey, providerCallId)}`;

export function verifySimulatedListen(secretKey: string, providerCallId: string, given: string): boolean {
  const expected = Buffer.from(signatureOf(secretKey, providerCallId), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export interface SimulatedListenCall {
  lines: ListenLine[];
  durationSeconds: number;
  /** Where the call is now, in seconds of the script. */
  startSecond: number;
}

/**
 * The script of a simulated call still in progress, rebuilt as its report will be (the same seed and inputs; the
 * outcome by the weights of now), and how far it has got; null for no such call or one that ended.
 */
export async function simulatedListenCall(
  ctx: ServiceContext,
  providerCallId: string,
): Promise<SimulatedListenCall | null> {
  const [row] = await ctx.db
    .select({
      call: {
        jobType: calls.jobType,
        leadName: calls.leadName,
        companyName: calls.companyName,
        firstMessage: calls.firstMessage,
        voicemailMessage: calls.voicemailMessage,
        status: calls.status,
        createdAt: calls.createdAt,
      },
      service: companies.service,
      appointmentAt: appointments.appointmentDatetime,
    })
    .from(calls)
    .leftJoin(companies, eq(companies.id, calls.companyId))
    .leftJoin(appointments, eq(appointments.id, calls.appointmentId))
    .where(eq(calls.callSid, providerCallId))
    .limit(1);
  if (!row || !['dialing', 'placing', 'queued', 'ringing', 'in-progress'].includes(row.call.status))
    return null;
  const settings = await engineSettings(ctx);
  const script = simulatedCallScript({
    seed: providerCallId,
    kind: row.call.jobType === 'reminder_calls' ? 'reminder_call' : 'cold_call',
    leadName: row.call.leadName,
    companyName: row.call.companyName ?? '',
    service: row.service,
    appointmentAt: row.appointmentAt,
    voicemailMessage: row.call.voicemailMessage,
    now: row.call.createdAt,
    zone: settings.timeZone,
    weights: settings.simulatedOutcomes,
  });
  // The assistant opens with the first message it was sent, as in the report.
  const lines = row.call.firstMessage
    ? [{ speaker: 'assistant', text: row.call.firstMessage, seconds: 0 }, ...script.lines]
    : script.lines;
  const elapsed =
    ((ctx.now.getTime() - row.call.createdAt.getTime()) / 1000) * ctx.app.config.simulationSpeed;
  return {
    lines,
    durationSeconds: script.durationSeconds,
    startSecond: Math.min(Math.max(0, elapsed), script.durationSeconds),
  };
}

/**
 * Plays `call` on `socket` in real time (the script runs `speed` times faster, as the simulated call does) until it
 * ends, then closes the socket normally. Returns the function that stops it.
 */
export function streamSimulatedCall(socket: WebSocket, call: SimulatedListenCall, speed: number): () => void {
  const started = performance.now();
  let sent = 0;
  let second = call.startSecond;
  const tick = () => {
    // Frames owed since the start, so a late timer catches up rather than drifting.
    const due = Math.floor((performance.now() - started) / FRAME_MS) + 1;
    while (sent < due) {
      if (second >= call.durationSeconds) {
        stop();
        socket.close(1000, 'call ended');
        return;
      }
      const next = second + (FRAME_MS / 1000) * speed;
      for (const line of linesStartingIn(call.lines, second, next)) {
        socket.send(
          JSON.stringify({
            type: 'transcript',
            role: line.speaker === 'assistant' ? 'assistant' : 'user',
            transcriptType: 'final',
            transcript: line.text,
          }),
        );
      }
      socket.send(listenFrame(call.lines, second, sent * FRAME_SAMPLES, FRAME_SAMPLES), { binary: true });
      sent += 1;
      second = next;
    }
  };
  const timer = setInterval(tick, FRAME_MS);
  const stop = () => clearInterval(timer);
  tick();
  return stop;
}
