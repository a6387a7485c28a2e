CREATE TABLE "app_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"description" text,
	"is_sensitive" boolean DEFAULT false NOT NULL,
	"gui_group" text,
	"gui_priority" integer DEFAULT 100 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"lead_name" text,
	"lead_email" text,
	"lead_number" text,
	"company_name" text,
	"service" text,
	"appointment_datetime" timestamp with time zone,
	"sms_mail_followup_datetime" timestamp with time zone,
	"call_followup_datetime" timestamp with time zone,
	"remark" text DEFAULT 'init' NOT NULL,
	"is_rescheduled" boolean DEFAULT false NOT NULL,
	"reschedule_count" integer DEFAULT 0 NOT NULL,
	"calendar_event_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_key" text,
	"old_value" text,
	"new_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_credentials" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"credentials_encrypted" text,
	"token_encrypted" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_credentials_singleton" CHECK ("calendar_credentials"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"appointment_id" integer,
	"job_id" text,
	"call_sid" text,
	"lead_name" text,
	"lead_email" text,
	"company_name" text,
	"company_phone" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"job_type" text,
	"answered" boolean DEFAULT false NOT NULL,
	"appt_booked" boolean DEFAULT false NOT NULL,
	"outcome" text,
	"lead_score" integer DEFAULT 0 NOT NULL,
	"call_transcript" text,
	"call_summary" text,
	"call_rec_url" text,
	"duration_seconds" integer,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"hubspot_id" text,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"city" text,
	"service" text,
	"lead_status" text DEFAULT 'NEW' NOT NULL,
	"lead_score" integer DEFAULT 0 NOT NULL,
	"no_answer_count" integer DEFAULT 0 NOT NULL,
	"follow_up_date" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"claimed_by_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" text,
	"job_type" text,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"progress_current" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"duration_minutes" integer,
	"ends_at" timestamp with time zone,
	"error" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"service" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voices" (
	"id" serial PRIMARY KEY NOT NULL,
	"voice_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'INACTIVE' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"preview_url" text,
	"is_used_in_vapi" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voices_active_not_archived" CHECK (not ("voices"."status" = 'ACTIVE' and "voices"."archived"))
);
--> statement-breakpoint
ALTER TABLE "app_config" ADD CONSTRAINT "app_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_config_group_idx" ON "app_config" USING btree ("gui_group","gui_priority");--> statement-breakpoint
CREATE INDEX "appointments_datetime_idx" ON "appointments" USING btree ("appointment_datetime");--> statement-breakpoint
CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointments_company_idx" ON "appointments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "calls_call_sid_key" ON "calls" USING btree ("call_sid");--> statement-breakpoint
CREATE INDEX "calls_stats_idx" ON "calls" USING btree ("created_at","answered","appt_booked");--> statement-breakpoint
CREATE INDEX "calls_created_at_id_idx" ON "calls" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calls_company_idx" ON "calls" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "calls_job_type_created_idx" ON "calls" USING btree ("job_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "companies_hubspot_id_key" ON "companies" USING btree ("hubspot_id");--> statement-breakpoint
CREATE INDEX "companies_status_follow_up_idx" ON "companies" USING btree ("lead_status","follow_up_date");--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "companies_phone_idx" ON "companies" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "companies_claimed_idx" ON "companies" USING btree ("claimed_at") WHERE "companies"."claimed_at" is not null;--> statement-breakpoint
CREATE INDEX "job_events_job_idx" ON "job_events" USING btree ("job_id","id");--> statement-breakpoint
CREATE INDEX "job_events_created_at_idx" ON "job_events" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_current_per_type" ON "jobs" USING btree ("type") WHERE "jobs"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "logs_timestamp_idx" ON "logs" USING btree ("timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logs_level_idx" ON "logs" USING btree ("level","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "voices_voice_id_key" ON "voices" USING btree ("voice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voices_one_active" ON "voices" USING btree ("status") WHERE "voices"."status" = 'ACTIVE';