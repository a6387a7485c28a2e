-- What a call's assistant said first, and the AI and recording notice that opened it: the record that the notice
-- was given (null for calls placed before the notice existed).
ALTER TABLE "calls" ADD COLUMN "first_message" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "disclosure" text;
