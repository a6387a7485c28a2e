-- The voice provider's live monitor of a call (VAPI's monitor.listenUrl / monitor.controlUrl): the server listens and
-- controls through them; they never leave the server. Empty for simulated calls and calls placed before this.
ALTER TABLE "calls" ADD COLUMN "monitor_listen_url" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "monitor_control_url" text;
