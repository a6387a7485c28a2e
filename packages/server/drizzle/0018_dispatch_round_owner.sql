-- Which queue job is a calling job's current dispatch round, and which server process runs it: after a crash, the
-- next process finds a round whose process is gone and starts it again at once (jobs/recovery/dead-rounds.ts),
-- instead of waiting for the queue job to expire.
ALTER TABLE "jobs" ADD COLUMN "dispatch_round_id" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "dispatch_process" integer;
