DROP INDEX "calls_job_recent_idx";--> statement-breakpoint
CREATE INDEX "calls_job_recent_idx" ON "calls" USING btree ("job_id","ended_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "calls"."status" in ('completed', 'failed');--> statement-breakpoint
-- Calls that failed or were lost before now had no end time: their last change is when they ended.
UPDATE "calls" SET "ended_at" = "updated_at" WHERE "status" in ('completed', 'failed') AND "ended_at" IS NULL;