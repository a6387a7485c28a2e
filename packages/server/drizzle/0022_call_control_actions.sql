-- The live call desk (issue 40): what supervisors did to calls in progress, kept once per request id so a double
-- click sends one message; the alerts raised on a call, once per kind; and each user's own phone, which
-- "Transfer to me" dials.
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE TABLE "call_control_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"call_id" integer NOT NULL,
	"job_id" text,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"text" text,
	"destination" text,
	"user_id" integer,
	"username" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"error" text,
	"seconds_from_start" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "call_control_actions" ADD CONSTRAINT "call_control_actions_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_control_actions" ADD CONSTRAINT "call_control_actions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_control_actions" ADD CONSTRAINT "call_control_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_control_actions_request_key" ON "call_control_actions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "call_control_actions_call_idx" ON "call_control_actions" USING btree ("call_id","id");--> statement-breakpoint
CREATE TABLE "call_alerts" (
	"call_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_alerts_call_id_kind_pk" PRIMARY KEY("call_id","kind")
);--> statement-breakpoint
ALTER TABLE "call_alerts" ADD CONSTRAINT "call_alerts_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;
