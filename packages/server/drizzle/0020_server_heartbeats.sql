-- Each server process (replica) beats here every few seconds with its version and what it measured over the last
-- hour (vendors' latency and errors, webhook lag, its pool): the System Health page lists them. A stored log line
-- keeps the request id it was logged under, so an error a user reports leads to its line.
CREATE TABLE "server_heartbeats" (
	"id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_beat_at" timestamp with time zone NOT NULL,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX "server_heartbeats_last_beat_idx" ON "server_heartbeats" USING btree ("last_beat_at");--> statement-breakpoint
ALTER TABLE "logs" ADD COLUMN "request_id" text;
