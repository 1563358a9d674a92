ALTER TABLE "order_changes" DROP CONSTRAINT "order_changes_kind_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_pending_hold_idx" ON "orders" USING btree ("hold_until") WHERE "orders"."payment_state" = 'pending' and "orders"."hold_released_at" is null;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_kind_ck" CHECK ("order_changes"."kind" in ('status', 'payment', 'expected_date', 'contractor', 'hold'));