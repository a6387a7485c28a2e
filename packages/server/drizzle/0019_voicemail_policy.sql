-- Voicemail by policy: the message a cold call was to leave at an answering machine (null: it was to hang up), and
-- the Voicemail filter of the recordings (its counts kept by the same triggers as the other filters; no call had
-- the outcome 'voicemail' before, so no count changes).
ALTER TABLE "calls" ADD COLUMN "voicemail_message" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION call_recording_filters(rec_url text, call_outcome text, call_job_type text) RETURNS text[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN rec_url IS NULL THEN '{}'::text[] ELSE
    ARRAY['all']
    || CASE call_outcome
         WHEN 'booked' THEN ARRAY['appointment_booked']
         WHEN 'qualified' THEN ARRAY['qualified']
         WHEN 'unqualified' THEN ARRAY['unqualified']
         WHEN 'voicemail' THEN ARRAY['voicemail']
         ELSE '{}'::text[] END
    || CASE WHEN call_job_type = 'reminder_calls' THEN ARRAY['reminder'] ELSE '{}'::text[] END
  END
$$;
