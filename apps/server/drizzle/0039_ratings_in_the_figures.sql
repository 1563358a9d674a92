-- The customers' ratings in the dashboards' figures (decisions 077, 078): a rating is an order
-- event (`rated`, the customer is thanked), and each day keeps its ratings and their stars. Every
-- day a rating was given on is marked, so the rollup job counts the ratings given before this.
ALTER TABLE "messages" DROP CONSTRAINT "messages_event_ck";--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN "ratings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_days" ADD COLUMN "rating_stars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_months" ADD COLUMN "ratings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_months" ADD COLUMN "rating_stars" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_ck" CHECK ("messages"."event" in ('placed', 'paid', 'date_changed', 'technician_assigned', 'on_the_way', 'completed', 'cancelled', 'refund_recorded', 'hold_released', 'payment_slip_rejected', 'rating_requested', 'rated'));--> statement-breakpoint
INSERT INTO "sales_day_marks" ("day")
SELECT DISTINCT (r."created_at" AT TIME ZONE 'Asia/Bangkok')::date FROM "order_ratings" r;
