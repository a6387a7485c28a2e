-- Spoken callbacks: the instant a lead asked to be called back at (booked inside its hours and caps), the zone it
-- was asked in (shown as "their time"), and why the booked time differs from the asked one, if it does. Due ones are
-- claimed first, off their own partial index.
ALTER TABLE "companies" ADD COLUMN "callback_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "callback_zone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "callback_note" text;--> statement-breakpoint
CREATE INDEX "companies_callback_idx" ON "companies" USING btree ("callback_at", "id") WHERE "callback_at" IS NOT NULL;--> statement-breakpoint
-- Speed to lead: when a lead was first claimed for a call, so the median time from creation to first call per day
-- reads one index range (the creation instant rides in the index).
ALTER TABLE "companies" ADD COLUMN "first_called_at" timestamp with time zone;--> statement-breakpoint
UPDATE "companies" c SET "first_called_at" = k.first FROM (
  SELECT company_id, min(created_at) AS first FROM calls WHERE company_id IS NOT NULL GROUP BY company_id
) k WHERE k.company_id = c.id;--> statement-breakpoint
CREATE INDEX "companies_first_called_idx" ON "companies" USING btree ("first_called_at") INCLUDE ("created_at") WHERE "first_called_at" IS NOT NULL;--> statement-breakpoint
-- Cost: a job's reported spend, added as each report comes in (its booked calls are already counted in metadata).
ALTER TABLE "jobs" ADD COLUMN "cost_usd" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "jobs" j SET "cost_usd" = k.cost FROM (
  SELECT job_id, sum(cost_usd) AS cost FROM calls WHERE job_id IS NOT NULL AND cost_usd IS NOT NULL GROUP BY job_id
) k WHERE k.job_id = j.id;--> statement-breakpoint
-- The hourly call rollup also counts voicemails and sums the reported cost, so the Dashboard's days read hours.
ALTER TABLE "call_stats_hourly" ADD COLUMN "voicemail" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "call_stats_hourly" ADD COLUMN "cost_usd" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "call_stats_deltas" ADD COLUMN "voicemail" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "call_stats_deltas" ADD COLUMN "cost_usd" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION call_stats_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO call_stats_deltas (hour, total, answered, booked, voicemail, cost_usd)
  SELECT call_stats_hour(created_at), sign * count(*), sign * count(*) FILTER (WHERE answered),
         sign * count(*) FILTER (WHERE appt_booked), sign * count(*) FILTER (WHERE outcome = 'voicemail'),
         sign * coalesce(sum(cost_usd), 0)
    FROM changed_calls GROUP BY 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION call_stats_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO call_stats_deltas (hour, total, answered, booked, voicemail, cost_usd)
  VALUES (call_stats_hour(OLD.created_at), -1, -OLD.answered::int, -OLD.appt_booked::int,
          -(OLD.outcome IS NOT DISTINCT FROM 'voicemail')::int, -coalesce(OLD.cost_usd, 0)),
         (call_stats_hour(NEW.created_at), 1, NEW.answered::int, NEW.appt_booked::int,
          (NEW.outcome IS NOT DISTINCT FROM 'voicemail')::int, coalesce(NEW.cost_usd, 0));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER calls_stats_update ON calls;--> statement-breakpoint
CREATE TRIGGER calls_stats_update AFTER UPDATE OF created_at, answered, appt_booked, outcome, cost_usd ON calls
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.answered IS DISTINCT FROM NEW.answered
                     OR OLD.appt_booked IS DISTINCT FROM NEW.appt_booked
                     OR (OLD.outcome = 'voicemail') IS DISTINCT FROM (NEW.outcome = 'voicemail')
                     OR OLD.cost_usd IS DISTINCT FROM NEW.cost_usd)
  EXECUTE FUNCTION call_stats_delta();
--> statement-breakpoint
-- The deltas not yet folded are folded first, so every hour with calls has its row to count them on.
WITH moved AS (DELETE FROM call_stats_deltas RETURNING hour, total, answered, booked)
INSERT INTO call_stats_hourly (hour, total, answered, booked)
SELECT hour, sum(total), sum(answered), sum(booked) FROM moved GROUP BY hour
ON CONFLICT (hour) DO UPDATE SET total = call_stats_hourly.total + excluded.total,
  answered = call_stats_hourly.answered + excluded.answered, booked = call_stats_hourly.booked + excluded.booked;
--> statement-breakpoint
UPDATE "call_stats_hourly" h SET "voicemail" = k.voicemail, "cost_usd" = k.cost FROM (
  SELECT call_stats_hour(created_at) AS hour, count(*) FILTER (WHERE outcome = 'voicemail') AS voicemail,
         coalesce(sum(cost_usd), 0) AS cost
    FROM calls GROUP BY 1
) k WHERE k.hour = h.hour;
--> statement-breakpoint
-- The stats windows' edge hours count voicemails and sum cost from the index alone, as they count answers.
DROP INDEX "calls_stats_idx";--> statement-breakpoint
CREATE INDEX "calls_stats_idx" ON "calls" USING btree ("created_at","answered","appt_booked") INCLUDE ("outcome", "cost_usd");
