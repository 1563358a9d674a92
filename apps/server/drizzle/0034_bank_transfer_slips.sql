-- A bank transfer with a slip (issue 30 item 3, decision 069): the slips, a message's reason, and
-- bank_transfer in every list of payment methods and of message events.
CREATE TABLE "payment_slips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"attached_by" text NOT NULL,
	"attached_by_user" uuid,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"amount_satang" integer,
	"transferred_at" timestamp with time zone,
	"bank" text,
	"reference" text,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "payment_slips_state_ck" CHECK ("payment_slips"."state" in ('waiting', 'confirmed', 'rejected')),
	CONSTRAINT "payment_slips_source_ck" CHECK ("payment_slips"."attached_by" in ('store', 'customer')),
	CONSTRAINT "payment_slips_type_ck" CHECK ("payment_slips"."content_type" in ('image/webp', 'image/jpeg', 'application/pdf')),
	CONSTRAINT "payment_slips_decision_ck" CHECK (case "payment_slips"."state"
        when 'waiting' then "payment_slips"."decided_at" is null
        when 'confirmed' then "payment_slips"."decided_at" is not null and "payment_slips"."amount_satang" is not null
          and "payment_slips"."transferred_at" is not null and "payment_slips"."bank" is not null and "payment_slips"."reference" is not null
        else "payment_slips"."decided_at" is not null and "payment_slips"."reject_reason" is not null end)
);
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_requested_payment_ck";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_requested_payment_ck";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_ck";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_event_ck";--> statement-breakpoint
DROP INDEX "orders_online_unpaid_idx";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_attached_by_user_users_id_fk" FOREIGN KEY ("attached_by_user") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slips" ADD CONSTRAINT "payment_slips_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_slips_order_idx" ON "payment_slips" USING btree ("order_no","attached_at");--> statement-breakpoint
CREATE INDEX "payment_slips_waiting_idx" ON "payment_slips" USING btree ("attached_at") WHERE "payment_slips"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "orders_online_unpaid_idx" ON "orders" USING btree ("service_date") WHERE "orders"."requested_payment" in ('promptpay', 'bank_transfer')
          and "orders"."payment_state" in ('unpaid', 'pending');--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_requested_payment_ck" CHECK ("coupons"."requested_payment" is null or "coupons"."requested_payment" in ('promptpay', 'store', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_requested_payment_ck" CHECK ("orders"."requested_payment" is null or "orders"."requested_payment" in ('promptpay', 'store', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_ck" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('promptpay', 'store', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_ck" CHECK ("messages"."event" in ('placed', 'paid', 'date_changed', 'technician_assigned', 'on_the_way', 'completed', 'cancelled', 'refund_recorded', 'hold_released', 'payment_slip_rejected'));