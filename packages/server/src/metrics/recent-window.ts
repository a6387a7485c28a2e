// What this process measured over the last hour, in minute slots: vendors' requests (count, errors, time) and the
// webhook lag. Prometheus keeps the long history; this is what each replica's heartbeat carries to the System Health
// page, so the console shows the last hour without a Prometheus. Recorded with the Prometheus series, never apart.
import { providerErrors, providerRequestDuration, webhookLag } from './series';

const SLOTS = 60;
const MINUTE_MS = 60_000;

interface Tally {
  count: number;
  errors: number;
  totalSeconds: number;
  maxSeconds: number;
}

interface Slot {
  minute: number;
  providers: Map<string, Tally>;
  lag: Tally;
}

const emptyTally = (): Tally => ({ count: 0, errors: 0, totalSeconds: 0, maxSeconds: 0 });
const slots: Slot[] = [];

function slotAt(now: number): Slot {
  const minute = Math.floor(now / MINUTE_MS);
  const last = slots.at(-1);
  if (last?.minute === minute) return last;
  const slot: Slot = { minute, providers: new Map(), lag: emptyTally() };
  slots.push(slot);
  while (slots.length > 0 && (slots[0] as Slot).minute <= minute - SLOTS) slots.shift();
  return slot;
}

function add(tally: Tally, seconds: number, failed: boolean): void {
  tally.count += 1;
  if (failed) tally.errors += 1;
  tally.totalSeconds += seconds;
  tally.maxSeconds = Math.max(tally.maxSeconds, seconds);
}

/** One request to a vendor: its time, and its failure's kind (`5xx`, `timeout`, …) when it failed. */
export function observeProviderRequest(
  vendor: string,
  operation: string,
  seconds: number,
  errorKind: string | null,
  now = Date.now(),
): void {
  providerRequestDuration.observe({ vendor, operation }, seconds);
  if (errorKind) providerErrors.inc({ vendor, operation, kind: errorKind });
  const slot = slotAt(now);
  const tally = slot.providers.get(vendor) ?? emptyTally();
  slot.providers.set(vendor, tally);
  add(tally, seconds, errorKind !== null);
}

/** A provider's report applied `seconds` after the call ended at the provider. */
export function observeWebhookLag(provider: string, seconds: number, now = Date.now()): void {
  webhookLag.observe({ provider }, seconds);
  add(slotAt(now).lag, seconds, false);
}

export interface WindowTotals {
  count: number;
  errors: number;
  avgSeconds: number;
  maxSeconds: number;
}

/** One minute of the last hour, every vendor together: the trend the System Health page draws. */
export interface MinuteTotals {
  /** The minute's start, in minutes since the epoch. */
  minute: number;
  requests: WindowTotals;
  webhookLag: WindowTotals;
}

export interface LastHour {
  providers: Record<string, WindowTotals>;
  webhookLag: WindowTotals;
  minutes: MinuteTotals[];
}

const totalsOf = (tallies: Tally[]): WindowTotals => {
  const count = tallies.reduce((sum, t) => sum + t.count, 0);
  const totalSeconds = tallies.reduce((sum, t) => sum + t.totalSeconds, 0);
  return {
    count,
    errors: tallies.reduce((sum, t) => sum + t.errors, 0),
    avgSeconds: count === 0 ? 0 : totalSeconds / count,
    maxSeconds: tallies.reduce((max, t) => Math.max(max, t.maxSeconds), 0),
  };
};

/** The last hour's totals, per vendor and for the webhook lag. */
export function lastHour(now = Date.now()): LastHour {
  const since = Math.floor(now / MINUTE_MS) - SLOTS;
  const recent = slots.filter((slot) => slot.minute > since);
  const vendors = [...new Set(recent.flatMap((slot) => [...slot.providers.keys()]))].sort();
  return {
    providers: Object.fromEntries(
      vendors.map((vendor) => [vendor, totalsOf(recent.flatMap((slot) => slot.providers.get(vendor) ?? []))]),
    ),
    webhookLag: totalsOf(recent.map((slot) => slot.lag)),
    minutes: recent.map((slot) => ({
      minute: slot.minute,
      requests: totalsOf([...slot.providers.values()]),
      webhookLag: totalsOf([slot.lag]),
    })),
  };
}
