-- The caller-ID pool (issue 41): the VAPI phone-number id each call went out from; one counter row per number and
-- business day: the calls it placed (its daily cap, taken under the row's lock by every worker) and, as its calls end,
-- the ended, answered and short (under 10 s) ones, so a number's figures read a row a day, however many calls there
-- are; and the numbers rested for a drop in their answer rate.
ALTER TABLE "calls" ADD COLUMN "caller_id" text;--> statement-breakpoint
CREATE TABLE "caller_id_days" (
	"phone_number_id" text NOT NULL,
	"day" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"ended" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"short_calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "caller_id_days_pkey" PRIMARY KEY ("phone_number_id", "day")
);--> statement-breakpoint
CREATE TABLE "caller_id_rests" (
	"phone_number_id" text PRIMARY KEY NOT NULL,
	"rested_at" timestamp with time zone NOT NULL,
	"rested_until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL
);
