CREATE TABLE "order_money_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_money_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"method" text,
	"amount" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"reason" text,
	"provider_event_id" text,
	"actor_user_id" uuid,
	"actor_employee_id" uuid,
	"actor_name" text,
	"actor_login" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_money_entries_provider_event_id_unique" UNIQUE("provider_event_id"),
	CONSTRAINT "order_money_entries_kind_ck" CHECK ("order_money_entries"."kind" in ('received', 'refunded')),
	CONSTRAINT "order_money_entries_shape_ck" CHECK (case "order_money_entries"."kind"
        when 'received' then "order_money_entries"."method" is not null and "order_money_entries"."amount" >= 0 and "order_money_entries"."reason" is null
        else "order_money_entries"."method" is null and "order_money_entries"."amount" > 0 and "order_money_entries"."reason" is not null
          and "order_money_entries"."provider_event_id" is null end)
);
--> statement-breakpoint
CREATE TABLE "refund_idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_state_ck";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_ck";--> statement-breakpoint
ALTER TABLE "order_money_entries" ADD CONSTRAINT "order_money_entries_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_money_entries" ADD CONSTRAINT "order_money_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_money_entries" ADD CONSTRAINT "order_money_entries_actor_employee_id_employees_id_fk" FOREIGN KEY ("actor_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_idempotency_keys" ADD CONSTRAINT "refund_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_money_entries_order_idx" ON "order_money_entries" USING btree ("order_no","id");--> statement-breakpoint
CREATE INDEX "order_money_entries_at_idx" ON "order_money_entries" USING btree ("at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_state_ck" CHECK ("orders"."payment_state" in ('unpaid', 'pending', 'paid', 'refund_due', 'refunded'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_ck" CHECK (("orders"."payment_state" in ('unpaid', 'pending')) = ("orders"."paid_at" is null)
        and ("orders"."payment_state" = 'unpaid' or "orders"."payment_method" is not null));--> statement-breakpoint
-- Orders paid before the ledger: their payment becomes its first entry (docs/decisions/039).
INSERT INTO "order_money_entries" ("order_no", "kind", "method", "amount", "reference", "at")
SELECT "order_no", 'received', "payment_method", "total_payable", coalesce("payment_reference", ''), "paid_at"
FROM "orders" WHERE "payment_state" = 'paid';
