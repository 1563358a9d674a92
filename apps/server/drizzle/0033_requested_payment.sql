-- One way of paying in one field (issue 30 item 3, decision 069): the two yes/no fields
-- request_payment (PromptPay) and request_store_payment (the store's counter) of orders and
-- coupons become requested_payment, a payment method or null. Edited by hand after drizzle-kit:
-- each row keeps its meaning before the flags go. An order with both flags (refused since the
-- payload check, so only older rows) acted as a PromptPay order — its slot hold and the dispatch
-- board's "to be paid online" read request_payment — so it becomes 'promptpay'. A coupon with both
-- asked for no single way (its discount held whatever the order chose), so it becomes null (any).
ALTER TABLE "coupons" ADD COLUMN "requested_payment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requested_payment" text;--> statement-breakpoint
UPDATE "orders" SET "requested_payment" = CASE
    WHEN "request_payment" THEN 'promptpay'
    WHEN "request_store_payment" THEN 'store'
  END;--> statement-breakpoint
UPDATE "coupons" SET "requested_payment" = CASE
    WHEN "request_payment" AND "request_store_payment" THEN NULL
    WHEN "request_payment" THEN 'promptpay'
    WHEN "request_store_payment" THEN 'store'
  END;--> statement-breakpoint
DROP INDEX "orders_online_unpaid_idx";--> statement-breakpoint
CREATE INDEX "orders_online_unpaid_idx" ON "orders" USING btree ("service_date") WHERE "orders"."requested_payment" in ('promptpay')
          and "orders"."payment_state" in ('unpaid', 'pending');--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "request_payment";--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "request_store_payment";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "request_payment";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "request_store_payment";--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_requested_payment_ck" CHECK ("coupons"."requested_payment" is null or "coupons"."requested_payment" in ('promptpay', 'store'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_requested_payment_ck" CHECK ("orders"."requested_payment" is null or "orders"."requested_payment" in ('promptpay', 'store'));
