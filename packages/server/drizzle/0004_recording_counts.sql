CREATE TABLE "call_recording_counts" (
	"filter" text NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "call_recording_counts_filter_shard_pk" PRIMARY KEY("filter","shard")
);
--> statement-breakpoint
-- The recordings-list filters a call counts in: none without a recording; 'all' and at most one outcome filter and
-- 'reminder' with one. The same rules as recordingsWhere() in modules/recordings/service.ts.
CREATE FUNCTION call_recording_filters(rec_url text, call_outcome text, call_job_type text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN rec_url IS NULL THEN '{}'::text[] ELSE
    ARRAY['all']
    || CASE call_outcome
         WHEN 'booked' THEN ARRAY['appointment_booked']
         WHEN 'qualified' THEN ARRAY['qualified']
         WHEN 'unqualified' THEN ARRAY['unqualified']
         ELSE '{}'::text[] END
    || CASE WHEN call_job_type = 'reminder_calls' THEN ARRAY['reminder'] ELSE '{}'::text[] END
  END
$$;
--> statement-breakpoint
-- One row changed in a way that may move it between filters (its recording, outcome or job type was set).
CREATE FUNCTION calls_recording_counts_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  before_filters text[] := call_recording_filters(OLD.call_rec_url, OLD.outcome, OLD.job_type);
  after_filters text[] := call_recording_filters(NEW.call_rec_url, NEW.outcome, NEW.job_type);
BEGIN
  IF before_filters = after_filters THEN
    RETURN NULL;
  END IF;
  INSERT INTO call_recording_counts AS c (filter, shard, n)
  SELECT f, (NEW.id % 16)::smallint, sum(delta)
    FROM (SELECT f, -1 AS delta FROM unnest(before_filters) f
          UNION ALL SELECT f, 1 FROM unnest(after_filters) f) changes
   GROUP BY f
  ON CONFLICT (filter, shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Inserts and deletes come in bulk (a campaign's claims, the seed, the danger zone): counted once per statement.
CREATE FUNCTION calls_recording_counts_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO call_recording_counts AS c (filter, shard, n)
  SELECT f, (r.id % 16)::smallint, count(*)
    FROM inserted_calls r, unnest(call_recording_filters(r.call_rec_url, r.outcome, r.job_type)) f
   GROUP BY 1, 2
  ON CONFLICT (filter, shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION calls_recording_counts_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO call_recording_counts AS c (filter, shard, n)
  SELECT f, (r.id % 16)::smallint, -count(*)
    FROM deleted_calls r, unnest(call_recording_filters(r.call_rec_url, r.outcome, r.job_type)) f
   GROUP BY 1, 2
  ON CONFLICT (filter, shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION calls_recording_counts_truncated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM call_recording_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER calls_recording_counts_update AFTER UPDATE OF call_rec_url, outcome, job_type ON calls
  FOR EACH ROW EXECUTE FUNCTION calls_recording_counts_row();
--> statement-breakpoint
CREATE TRIGGER calls_recording_counts_insert AFTER INSERT ON calls
  REFERENCING NEW TABLE AS inserted_calls FOR EACH STATEMENT EXECUTE FUNCTION calls_recording_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER calls_recording_counts_delete AFTER DELETE ON calls
  REFERENCING OLD TABLE AS deleted_calls FOR EACH STATEMENT EXECUTE FUNCTION calls_recording_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER calls_recording_counts_truncate AFTER TRUNCATE ON calls
  FOR EACH STATEMENT EXECUTE FUNCTION calls_recording_counts_truncated();
--> statement-breakpoint
INSERT INTO call_recording_counts (filter, shard, n)
SELECT f, (c.id % 16)::smallint, count(*)
  FROM calls c, unnest(call_recording_filters(c.call_rec_url, c.outcome, c.job_type)) f
 GROUP BY 1, 2;
