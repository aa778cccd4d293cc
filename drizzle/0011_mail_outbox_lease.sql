-- A claimed e-mail holds a short lease instead of a ten-minute delay in next_attempt_at (issue 13).
-- A row left "sending" by an older release is claimable again within 30 seconds, not ten minutes.
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
UPDATE "mail_outbox" SET "claimed_until" = least("next_attempt_at", now() + interval '30 seconds') WHERE "status" = 'sending';
