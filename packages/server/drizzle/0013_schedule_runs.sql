-- One row per daily schedule and business day it started its job: the primary key makes the start happen once
-- a day however many server processes look at the clock.
CREATE TABLE "schedule_runs" (
	"schedule" text NOT NULL,
	"day" date NOT NULL,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_runs_pkey" PRIMARY KEY ("schedule", "day")
);
