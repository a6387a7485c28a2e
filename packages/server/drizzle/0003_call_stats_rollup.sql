CREATE TABLE "call_stats_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"answered" integer NOT NULL,
	"booked" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_stats_hourly" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"total" integer NOT NULL,
	"answered" integer NOT NULL,
	"booked" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "call_stats_deltas_hour_idx" ON "call_stats_deltas" USING btree ("hour","total","answered","booked");--> statement-breakpoint
-- The hour a call counts in: whole hours since the epoch, whatever the session's time zone.
CREATE FUNCTION call_stats_hour(ts timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS
  $$ SELECT to_timestamp(floor(extract(epoch FROM ts) / 3600) * 3600) $$;
--> statement-breakpoint
CREATE FUNCTION call_stats_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO call_stats_deltas (hour, total, answered, booked)
    VALUES (call_stats_hour(OLD.created_at), -1, -OLD.answered::int, -OLD.appt_booked::int);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO call_stats_deltas (hour, total, answered, booked)
    VALUES (call_stats_hour(NEW.created_at), 1, NEW.answered::int, NEW.appt_booked::int);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER calls_stats_insert_delete AFTER INSERT OR DELETE ON calls
  FOR EACH ROW EXECUTE FUNCTION call_stats_delta();
--> statement-breakpoint
CREATE TRIGGER calls_stats_update AFTER UPDATE OF created_at, answered, appt_booked ON calls
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.answered IS DISTINCT FROM NEW.answered
                     OR OLD.appt_booked IS DISTINCT FROM NEW.appt_booked)
  EXECUTE FUNCTION call_stats_delta();
--> statement-breakpoint
CREATE FUNCTION call_stats_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE call_stats_hourly, call_stats_deltas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER calls_stats_truncate AFTER TRUNCATE ON calls
  FOR EACH STATEMENT EXECUTE FUNCTION call_stats_clear();
--> statement-breakpoint
INSERT INTO call_stats_hourly (hour, total, answered, booked)
SELECT call_stats_hour(created_at), count(*), count(*) FILTER (WHERE answered), count(*) FILTER (WHERE appt_booked)
FROM calls GROUP BY 1;
