-- The order's events (issue 30 item 1, decision 071): one row per event, written with its messages in
-- one statement; a message names the event that made it (null for messages written before). The
-- day's order-number shards note the key they count under (null: counted before, so checked).
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer,
	"reason" text,
	"refund_entry_id" bigint,
	"service_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"technician" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_time_slot_ck" CHECK ("order_events"."time_slot" in ('1', '2'))
);
--> statement-breakpoint
ALTER TABLE "order_number_days" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "event_id" bigint;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_no","id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_id_order_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."order_events"("id") ON DELETE cascade ON UPDATE no action;