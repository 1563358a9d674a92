-- The dashboards' daily rollup (issue 32 items 3 and 4, decisions 076 and 077): the figures per
-- business day, store and split (sales_days) and per month (sales_months), the cancellations
-- by reason, the days waiting to be rolled up again (sales_day_marks), and the indexes the rollup
-- reads a day's events through. Every day that already has events or ledger entries is marked,
-- so the first run of the rollup job fills the tables for the orders placed before this migration.
CREATE TABLE "sales_day_cancellations" (
	"day" date NOT NULL,
	"channel_code" text NOT NULL,
	"store_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"cancelled" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_day_marks" (
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date NOT NULL,
	"channel_code" text NOT NULL,
	"store_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"seller_name" text,
	"orders" integer NOT NULL,
	"booked" integer NOT NULL,
	"promotion_cost" integer NOT NULL,
	"coupon_cost" integer NOT NULL,
	"received" integer NOT NULL,
	"refunded" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"completed" integer NOT NULL,
	"on_time" integer NOT NULL,
	"first_visit" integer NOT NULL,
	CONSTRAINT "sales_days_dimension_ck" CHECK ("sales_days"."dimension" in ('store', 'seller', 'work_type', 'team'))
);
--> statement-breakpoint
CREATE TABLE "sales_months" (
	"month" date NOT NULL,
	"channel_code" text NOT NULL,
	"store_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"seller_name" text,
	"orders" integer NOT NULL,
	"booked" integer NOT NULL,
	"promotion_cost" integer NOT NULL,
	"coupon_cost" integer NOT NULL,
	"received" integer NOT NULL,
	"refunded" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"completed" integer NOT NULL,
	"on_time" integer NOT NULL,
	"first_visit" integer NOT NULL,
	CONSTRAINT "sales_months_dimension_ck" CHECK ("sales_months"."dimension" in ('store', 'seller', 'work_type', 'team'))
);
--> statement-breakpoint
ALTER TABLE "sales_day_cancellations" ADD CONSTRAINT "sales_day_cancellations_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_day_cancellations" ADD CONSTRAINT "sales_day_cancellations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_days" ADD CONSTRAINT "sales_days_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_days" ADD CONSTRAINT "sales_days_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_months" ADD CONSTRAINT "sales_months_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_months" ADD CONSTRAINT "sales_months_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_day_cancellations_day_idx" ON "sales_day_cancellations" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sales_day_marks_day_idx" ON "sales_day_marks" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sales_days_dimension_day_idx" ON "sales_days" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "sales_days_day_idx" ON "sales_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "sales_months_dimension_month_idx" ON "sales_months" USING btree ("dimension","month");--> statement-breakpoint
CREATE INDEX "bookings_order_created_idx" ON "bookings" USING btree ("order_no","created_at");--> statement-breakpoint
CREATE INDEX "order_events_at_idx" ON "order_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "order_events_completed_date_idx" ON "order_events" USING btree ("service_date") WHERE "order_events"."kind" = 'completed';--> statement-breakpoint
INSERT INTO "sales_day_marks" ("day")
SELECT (e."at" AT TIME ZONE 'Asia/Bangkok')::date FROM "order_events" e
UNION SELECT e."service_date" FROM "order_events" e WHERE e."kind" = 'completed'
UNION SELECT (m."at" AT TIME ZONE 'Asia/Bangkok')::date FROM "order_money_entries" m;
