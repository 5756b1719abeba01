-- Sends the old report queue still held go on as jobs of the job runner, due when their next try was.
UPDATE "report_sends" SET "status" = 'pending' WHERE "status" = 'sending';--> statement-breakpoint
INSERT INTO "jobs" ("id", "name", "payload", "run_at", "attempts", "max_attempts")
  SELECT gen_random_uuid()::text, 'reports.send', jsonb_build_object('sendId', "id"), "next_attempt_at", "attempts", 4
  FROM "report_sends" WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "report_sends" DROP CONSTRAINT "report_sends_status";--> statement-breakpoint
DROP INDEX "report_sends_due_idx";--> statement-breakpoint
ALTER TABLE "report_runs" DROP COLUMN "claimed_by";--> statement-breakpoint
ALTER TABLE "report_runs" DROP COLUMN "heartbeat_at";--> statement-breakpoint
ALTER TABLE "report_sends" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "report_sends" DROP COLUMN "claimed_by";--> statement-breakpoint
ALTER TABLE "report_sends" DROP COLUMN "claimed_at";--> statement-breakpoint
ALTER TABLE "report_sends" ADD CONSTRAINT "report_sends_status" CHECK ("report_sends"."status" in ('pending', 'sent', 'failed'));