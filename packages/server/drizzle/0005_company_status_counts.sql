CREATE TABLE "company_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_status_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_status_deltas_status_idx" ON "company_status_deltas" USING btree ("status","n");--> statement-breakpoint
CREATE FUNCTION company_status_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO company_status_deltas (status, n) VALUES (OLD.lead_status, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO company_status_deltas (status, n) VALUES (NEW.lead_status, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_status_insert_delete AFTER INSERT OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION company_status_delta();
--> statement-breakpoint
CREATE TRIGGER companies_status_update AFTER UPDATE OF lead_status ON companies
  FOR EACH ROW WHEN (OLD.lead_status IS DISTINCT FROM NEW.lead_status)
  EXECUTE FUNCTION company_status_delta();
--> statement-breakpoint
CREATE FUNCTION company_status_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE company_status_counts, company_status_deltas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_status_truncate AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION company_status_clear();
--> statement-breakpoint
INSERT INTO company_status_counts (status, n) SELECT lead_status, count(*) FROM companies GROUP BY lead_status;
