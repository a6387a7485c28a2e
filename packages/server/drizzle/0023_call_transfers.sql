-- Warm transfer asked for by the lead: the number the call was transferred to, the roster's name for it when the call
-- was placed, and how it went ('answered', 'returned' to the assistant after no answer, 'failed'). Empty for calls
-- without a transfer.
ALTER TABLE "calls" ADD COLUMN "transferred_to_number" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "transferred_to_name" text;--> statement-breakpoint
ALTER TABLE "calls" ADD COLUMN "transfer_result" text;
