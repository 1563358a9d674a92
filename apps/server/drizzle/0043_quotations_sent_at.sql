ALTER TABLE "quotations" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "quotations_created_idx" ON "quotations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotations_sent_idx" ON "quotations" USING btree ("sent_at","id") WHERE "quotations"."sent_at" is not null;--> statement-breakpoint
-- Quotations sent before this column: their last sending, from their history.
UPDATE "quotations" SET "sent_at" = (
  SELECT max("h"."at") FROM "quotation_history" "h"
  WHERE "h"."quotation_id" = "quotations"."id" AND "h"."to_state" = 'sent'
) WHERE "sent_version" IS NOT NULL;
