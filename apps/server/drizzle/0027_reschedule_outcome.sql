ALTER TABLE "reschedule_requests" ADD COLUMN "outcome" text;--> statement-breakpoint
-- Hand-written: requests decided before this column get the outcome their history wrote (the
-- change of kind 'reschedule' written in the deciding transaction, so at its decided_at).
UPDATE "reschedule_requests" r SET "outcome" = coalesce(
  (SELECT c."to_value" FROM "order_changes" c
    WHERE c."order_no" = r."order_no" AND c."kind" = 'reschedule' AND c."at" = r."decided_at"
    ORDER BY c."id" DESC LIMIT 1),
  'dismissed')
 WHERE r."decided_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "reschedule_requests" ADD CONSTRAINT "reschedule_requests_outcome_ck" CHECK ("reschedule_requests"."outcome" in ('dismissed', 'moved') and ("reschedule_requests"."outcome" is null) = ("reschedule_requests"."decided_at" is null));