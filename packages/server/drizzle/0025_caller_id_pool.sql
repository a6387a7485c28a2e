-- The caller-ID pool (issue 41): the VAPI phone-number id each call went out from, indexed with the time so a
-- number's figures over a few days read only that range; one counter row per number and business day (its daily cap,
-- taken atomically by every worker); and the numbers rested for a drop in their answer rate.
ALTER TABLE "calls" ADD COLUMN "caller_id" text;--> statement-breakpoint
CREATE INDEX "calls_caller_id_created_idx" ON "calls" USING btree ("caller_id","created_at") WHERE "calls"."caller_id" is not null;--> statement-breakpoint
CREATE TABLE "caller_id_days" (
	"phone_number_id" text NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "caller_id_days_pkey" PRIMARY KEY ("phone_number_id", "day")
);--> statement-breakpoint
CREATE TABLE "caller_id_rests" (
	"phone_number_id" text PRIMARY KEY NOT NULL,
	"rested_at" timestamp with time zone NOT NULL,
	"rested_until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL
);
