-- The customer's messages in the order of their order's events, with the facts of their event
-- (issue 30 item 1). Edited by hand after drizzle-kit: the messages already written get their
-- sequence in the order they were made, and the facts of their order as it is now (a message
-- already sent keeps its text; one still queued tells what the order says today, as before).
ALTER TABLE "messages" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "messages" m SET "seq" = n.rank
  FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS rank FROM "messages") n
  WHERE m."id" = n."id";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval('messages_seq_seq', COALESCE((SELECT max("seq") FROM "messages"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "service_date" date;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "time_slot" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "technician" text;--> statement-breakpoint
UPDATE "messages" m SET "service_date" = o."service_date", "time_slot" = o."time_slot",
  "technician" = (SELECT h."technician_name" FROM "order_changes" h
                  WHERE h."order_no" = o."order_no" AND h."technician_name" IS NOT NULL
                    AND h."at" <= m."created_at"
                  ORDER BY h."at" DESC LIMIT 1)
  FROM "orders" o WHERE o."order_no" = m."order_no";--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "service_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "time_slot" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_order_channel_seq_idx" ON "messages" USING btree ("order_no","channel","seq");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_time_slot_ck" CHECK ("messages"."time_slot" in ('1', '2'));
