CREATE TABLE "do_not_call" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"reason" text,
	"source" text NOT NULL,
	"source_call_id" integer,
	"added_by" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" integer,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "calls_company_idx";--> statement-breakpoint
DROP INDEX "jobs_one_current_per_type";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "callee_country" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "callee_zones" text[];--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "do_not_call" ADD CONSTRAINT "do_not_call_source_call_id_calls_id_fk" FOREIGN KEY ("source_call_id") REFERENCES "public"."calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_call" ADD CONSTRAINT "do_not_call_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "do_not_call" ADD CONSTRAINT "do_not_call_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "do_not_call_active_phone_key" ON "do_not_call" USING btree ("phone") WHERE "do_not_call"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "do_not_call_added_idx" ON "do_not_call" USING btree ("added_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_company_created_idx" ON "calls" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "calls_job_recent_idx" ON "calls" USING btree ("job_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_phone_key_idx" ON "companies" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "companies_callee_unknown_idx" ON "companies" USING btree ("id") WHERE "companies"."callee_zones" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_current_per_type" ON "jobs" USING btree ("type") WHERE "jobs"."status" in ('pending', 'running', 'paused');--> statement-breakpoint
-- A lead's location is worked out from its phone and city (in the server, with the phone-number data set): when
-- either changes, what was worked out is cleared, unless the same statement sets it anew.
CREATE FUNCTION companies_callee_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.phone IS NOT DISTINCT FROM OLD.phone AND NEW.city IS NOT DISTINCT FROM OLD.city THEN
      RETURN NEW;
    END IF;
    IF NEW.callee_zones IS DISTINCT FROM OLD.callee_zones THEN
      RETURN NEW;
    END IF;
  ELSIF NEW.callee_zones IS NOT NULL THEN
    RETURN NEW;
  END IF;
  NEW.callee_country := NULL;
  NEW.callee_zones := NULL;
  NEW.phone_key := NULL;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_callee_reset BEFORE INSERT OR UPDATE OF phone, city ON companies
  FOR EACH ROW EXECUTE FUNCTION companies_callee_reset();
