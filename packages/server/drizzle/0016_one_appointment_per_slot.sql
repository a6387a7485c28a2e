-- Bookings made by the calling assistant hold their slot: the time the lead asked for, the slot booked (which may
-- differ when the asked one was taken), and no two booked slots overlap (a database guarantee beside the engine's
-- serialized check). calendar_missing_at: when reconciliation found the appointment's event gone from the calendar.
ALTER TABLE "appointments" ADD COLUMN "requested_datetime" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booked_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booked_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "calendar_missing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_booked_slots_do_not_overlap"
  EXCLUDE USING gist (tstzrange("booked_start", "booked_end") WITH &&) WHERE ("booked_start" IS NOT NULL);
