CREATE TABLE "appointment_counts" (
	"shard" smallint PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- How many appointments there are, kept as the recordings list keeps its totals (migration 0004): 16 shards so
-- concurrent bookings rarely wait on one row, counted once per statement (imports, the seed and the danger zone
-- insert and delete in bulk). An update never changes the count, so none is followed.
CREATE FUNCTION appointment_counts_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO appointment_counts AS c (shard, n)
  SELECT (r.id % 16)::smallint, CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END * count(*)
    FROM changed_appointments r
   GROUP BY 1
  ON CONFLICT (shard) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION appointment_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM appointment_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_counts_insert AFTER INSERT ON appointments
  REFERENCING NEW TABLE AS changed_appointments FOR EACH STATEMENT EXECUTE FUNCTION appointment_counts_statement();
--> statement-breakpoint
CREATE TRIGGER appointments_counts_delete AFTER DELETE ON appointments
  REFERENCING OLD TABLE AS changed_appointments FOR EACH STATEMENT EXECUTE FUNCTION appointment_counts_statement();
--> statement-breakpoint
CREATE TRIGGER appointments_counts_truncate AFTER TRUNCATE ON appointments
  FOR EACH STATEMENT EXECUTE FUNCTION appointment_counts_truncated();
--> statement-breakpoint
INSERT INTO appointment_counts (shard, n) SELECT (id % 16)::smallint, count(*) FROM appointments GROUP BY 1;
