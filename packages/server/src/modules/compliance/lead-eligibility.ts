// Which due leads may be called now, in SQL: their own legal hours (the callee's zones, worked out from the number
// and kept on the lead), not on the do-not-call list, under the attempt caps, and past any retry delay. The same
// conditions claim leads (lead-claims.ts) and count the ones waiting and why (campaign-preview.ts).
import { type CallingWindows, insideWindow, type Jurisdiction } from '@callops/contracts/compliance';
import { type SQL, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context/service-context';
import type { EngineSettings } from '../../settings/live-settings';
import { allCalleeZones, leadLocation } from './callee-location';

const HOUR_MS = 3_600_000;

/** The rules a lead's country puts it under: 'both' for an unknown country (the CA and the US windows). */
type RuleSet = Jurisdiction | 'both';
const RULE_SETS: Record<RuleSet, readonly Jurisdiction[]> = { CA: ['CA'], US: ['US'], both: ['CA', 'US'] };

interface OpenZones {
  /** Per rule set: the zones open now, comma-joined (one SQL parameter). */
  zones: Record<RuleSet, string>;
  /** Per rule set: whether a lead of unknown zone (the region's zones) may be called now. */
  unknown: Record<RuleSet, boolean>;
}

let cached: { key: string; open: OpenZones } | undefined;

/**
 * Every zone a lead may be in, tested against the windows once per minute (the windows are whole minutes): a
 * few hundred zones, so the SQL that follows compares each lead's zones with a list.
 */
export function openZonesAt(now: Date, windows: CallingWindows, regionZones: readonly string[]): OpenZones {
  const minute = Math.floor(now.getTime() / 60_000);
  const key = `${minute}|${JSON.stringify(windows)}|${regionZones.join(',')}`;
  if (cached?.key === key) return cached.open;
  const at = new Date(minute * 60_000);
  const openUnder = (rules: readonly Jurisdiction[], zone: string) =>
    rules.every((jurisdiction) => insideWindow(at, zone, windows[jurisdiction]));
  const zones = {} as Record<RuleSet, string>;
  const unknown = {} as Record<RuleSet, boolean>;
  for (const [set, rules] of Object.entries(RULE_SETS) as [RuleSet, readonly Jurisdiction[]][]) {
    zones[set] = allCalleeZones()
      .filter((zone) => openUnder(rules, zone))
      .join(',');
    unknown[set] = regionZones.every((zone) => openUnder(rules, zone));
  }
  cached = { key, open: { zones, unknown } };
  return cached.open;
}

/** True when the lead (alias c) may be called now in its own hours; false while its location is not worked out. */
export function insideCalleeHours(ctx: ServiceContext, settings: EngineSettings): SQL {
  const open = openZonesAt(ctx.now, settings.callingWindows, settings.regionZones);
  const under = (
    set: RuleSet,
  ) => sql`(case when cardinality(c.callee_zones) = 0 then ${open.unknown[set]}::boolean
    else c.callee_zones <@ string_to_array(${open.zones[set]}, ',') end)`;
  return sql`(c.callee_zones is not null and case
    when c.callee_country = 'US' then ${under('US')}
    when c.callee_country is null then ${under('both')}
    else ${under('CA')} end)`;
}

export const onDoNotCallList = sql`exists (select 1 from do_not_call d where d.phone = c.phone_key and d.removed_at is null)`;

/** The lead has had as many calls as the caps allow in the last 24 hours or 7 days. */
export function atAttemptCap(ctx: ServiceContext, settings: EngineSettings): SQL {
  const attemptsSince = (hours: number) => sql`(select count(*) from calls k where k.company_id = c.id
    and k.call_sid is not null and k.created_at > ${new Date(ctx.now.getTime() - hours * HOUR_MS).toISOString()}::timestamptz)`;
  return sql`(${attemptsSince(24)} >= ${settings.maxAttempts24h} or ${attemptsSince(24 * 7)} >= ${settings.maxAttempts7d})`;
}

/** A retry delay (busy line, voicemail) has not passed yet. */
export const waitingToRetry = (ctx: ServiceContext) =>
  sql`(c.next_attempt_at is not null and c.next_attempt_at > ${ctx.now.toISOString()}::timestamptz)`;

/** Everything that must hold before a due lead is called now. */
export function callableNow(ctx: ServiceContext, settings: EngineSettings): SQL {
  return sql`(not ${waitingToRetry(ctx)} and ${insideCalleeHours(ctx, settings)} and not ${onDoNotCallList}
    and not ${atAttemptCap(ctx, settings)})`;
}

/**
 * Works out the location of up to `limit` leads that have none yet (new ones, or their phone or city changed), in
 * one statement.
 */
export async function locateLeads(ctx: ServiceContext, limit: number): Promise<number> {
  const result = (await ctx.db.execute(
    sql`select id, phone, city from companies where callee_zones is null order by id limit ${limit}`,
  )) as unknown as { rows: { id: number; phone: string | null; city: string | null }[] };
  if (result.rows.length === 0) return 0;
  const located = result.rows.map((row) => ({ id: row.id, ...leadLocation(row.phone, row.city) }));
  await ctx.db.execute(sql`
    update companies c set callee_country = v.country, callee_zones = v.zones, phone_key = v."phoneKey"
    from jsonb_to_recordset(${JSON.stringify(located)}::jsonb) as v(id int, country text, zones text[], "phoneKey" text)
    where c.id = v.id`);
  return located.length;
}
