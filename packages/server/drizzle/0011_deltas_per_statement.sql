-- Inserts and deletes of calls and companies come in bulk (imports, the seed, the danger zone, a campaign's claims):
-- they add one delta per hour or per status a statement touched, not one per row. A 100,000-row import used to
-- leave 100,000 deltas that every stats, kanban and leads read summed until the next fold. The insert and the delete
-- trigger name their transition table alike, so one function serves both: inserted rows count up, deleted ones down.
CREATE FUNCTION call_stats_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign int := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO call_stats_deltas (hour, total, answered, booked)
  SELECT call_stats_hour(created_at), sign * count(*), sign * count(*) FILTER (WHERE answered),
         sign * count(*) FILTER (WHERE appt_booked)
    FROM changed_calls GROUP BY 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER calls_stats_insert_delete ON calls;
--> statement-breakpoint
CREATE TRIGGER calls_stats_insert AFTER INSERT ON calls
  REFERENCING NEW TABLE AS changed_calls FOR EACH STATEMENT EXECUTE FUNCTION call_stats_statement();
--> statement-breakpoint
CREATE TRIGGER calls_stats_delete AFTER DELETE ON calls
  REFERENCING OLD TABLE AS changed_calls FOR EACH STATEMENT EXECUTE FUNCTION call_stats_statement();
--> statement-breakpoint
-- Left to the row trigger: updates, which a transition table cannot follow column by column.
CREATE OR REPLACE FUNCTION call_stats_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO call_stats_deltas (hour, total, answered, booked)
  VALUES (call_stats_hour(OLD.created_at), -1, -OLD.answered::int, -OLD.appt_booked::int),
         (call_stats_hour(NEW.created_at), 1, NEW.answered::int, NEW.appt_booked::int);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION company_status_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_status_deltas (status, n)
  SELECT lead_status, CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END * count(*) FROM changed_companies GROUP BY 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER companies_status_insert_delete ON companies;
--> statement-breakpoint
CREATE TRIGGER companies_status_insert AFTER INSERT ON companies
  REFERENCING NEW TABLE AS changed_companies FOR EACH STATEMENT EXECUTE FUNCTION company_status_statement();
--> statement-breakpoint
CREATE TRIGGER companies_status_delete AFTER DELETE ON companies
  REFERENCING OLD TABLE AS changed_companies FOR EACH STATEMENT EXECUTE FUNCTION company_status_statement();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_status_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_status_deltas (status, n) VALUES (OLD.lead_status, -1), (NEW.lead_status, 1);
  RETURN NULL;
END $$;
