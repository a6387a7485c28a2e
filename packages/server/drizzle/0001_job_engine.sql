CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"provider_mode" text NOT NULL,
	"purpose" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"company_id" integer,
	"appointment_id" integer,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_crm_records" (
	"id" text PRIMARY KEY NOT NULL,
	"properties" jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "lead_status_before" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "transcript_messages" jsonb;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "analysis" jsonb;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "cost_usd" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "calls_in_flight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_message_id_key" ON "messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_appointment_idx" ON "messages" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "simulated_crm_records_created_idx" ON "simulated_crm_records" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "calls_job_in_flight_idx" ON "calls" USING btree ("job_id") WHERE "calls"."status" in ('dialing', 'placing', 'queued', 'ringing', 'in-progress');--> statement-breakpoint
CREATE INDEX "calls_job_company_idx" ON "calls" USING btree ("job_id","company_id");--> statement-breakpoint
CREATE INDEX "calls_outcome_created_idx" ON "calls" USING btree ("outcome","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_status_created_idx" ON "companies" USING btree ("lead_status","created_at","id");