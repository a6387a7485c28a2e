DROP INDEX "calls_job_type_created_idx";--> statement-breakpoint
DROP INDEX "calls_outcome_created_idx";--> statement-breakpoint
DROP INDEX "appointments_created_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "calls_created_at_id_idx";--> statement-breakpoint
DROP INDEX "calls_job_recent_idx";--> statement-breakpoint
DROP INDEX "companies_created_at_idx";--> statement-breakpoint
DROP INDEX "do_not_call_added_idx";--> statement-breakpoint
DROP INDEX "job_events_created_at_idx";--> statement-breakpoint
DROP INDEX "jobs_created_at_idx";--> statement-breakpoint
DROP INDEX "logs_timestamp_idx";--> statement-breakpoint
DROP INDEX "logs_level_idx";--> statement-breakpoint
DROP INDEX "messages_created_at_idx";--> statement-breakpoint
CREATE INDEX "calls_recordings_created_idx" ON "calls" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "calls"."call_rec_url" is not null;--> statement-breakpoint
CREATE INDEX "calls_recordings_outcome_idx" ON "calls" USING btree ("outcome","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "calls"."call_rec_url" is not null;--> statement-breakpoint
CREATE INDEX "calls_recordings_job_type_idx" ON "calls" USING btree ("job_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "calls"."call_rec_url" is not null;--> statement-breakpoint
CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calls_created_at_id_idx" ON "calls" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calls_job_recent_idx" ON "calls" USING btree ("job_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "do_not_call_added_idx" ON "do_not_call" USING btree ("added_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_events_created_at_idx" ON "job_events" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "logs_timestamp_idx" ON "logs" USING btree ("timestamp" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "logs_level_idx" ON "logs" USING btree ("level","timestamp" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at" DESC NULLS FIRST);