CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mobile" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"password_set_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_mobile_ck" CHECK ("customers"."mobile" ~ '^[0-9]{9,10}$')
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"family_id" text PRIMARY KEY NOT NULL,
	"scg_id" text NOT NULL,
	"mobile" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"tier" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "family_members_scg_id_unique" UNIQUE("scg_id"),
	CONSTRAINT "family_members_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "family_members_mobile_ck" CHECK ("family_members"."mobile" ~ '^[0-9]{9,10}$')
);
--> statement-breakpoint
CREATE TABLE "order_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_changes_kind_ck" CHECK ("order_changes"."kind" in ('status', 'payment', 'expected_date', 'contractor'))
);
--> statement-breakpoint
CREATE TABLE "order_idempotency_keys" (
	"store_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_idempotency_keys_store_id_key_pk" PRIMARY KEY("store_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_no" text NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"sku_code" text NOT NULL,
	"sku_mapping" text NOT NULL,
	"product_type" text NOT NULL,
	"type_of_work" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"price" integer NOT NULL,
	"promotion_id" uuid,
	"promotion_name_th" text,
	"promotion_name_en" text,
	"promotion_discount" integer NOT NULL,
	"coupon_id" uuid,
	"coupon_code" text,
	"coupon_name_th" text,
	"coupon_name_en" text,
	"coupon_discount" integer NOT NULL,
	"total_price" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"require_wh" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_lines_order_no_position_pk" PRIMARY KEY("order_no","position"),
	CONSTRAINT "order_lines_type_ck" CHECK ("order_lines"."product_type" in ('S', 'I')),
	CONSTRAINT "order_lines_amounts_ck" CHECK ("order_lines"."qty" >= 1 and "order_lines"."unit_price" >= 0 and "order_lines"."price" >= 0
        and "order_lines"."promotion_discount" >= 0 and "order_lines"."coupon_discount" >= 0 and "order_lines"."total_price" >= 0
        and "order_lines"."total_price" = "order_lines"."price" - "order_lines"."promotion_discount" - "order_lines"."coupon_discount")
);
--> statement-breakpoint
CREATE TABLE "order_tax_invoices" (
	"order_no" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"sub_district_code" char(6) NOT NULL,
	"district_code" char(4) NOT NULL,
	"province_code" char(2) NOT NULL,
	"postcode" char(5) NOT NULL,
	"tax_id" char(13) NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_tax_invoices_type_ck" CHECK ("order_tax_invoices"."type" in ('personal', 'corporate'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"store_id" uuid NOT NULL,
	"channel_code" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"order_date" date NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" uuid,
	"family_id" text,
	"scg_id" text,
	"is_family" boolean DEFAULT false NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"lead_from" text[] DEFAULT '{}'::text[] NOT NULL,
	"mobile" text NOT NULL,
	"mobile2" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"address_no" text NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"sub_district_code" char(6) NOT NULL,
	"district_code" char(4) NOT NULL,
	"province_code" char(2) NOT NULL,
	"postcode" char(5) NOT NULL,
	"request_location" boolean DEFAULT false NOT NULL,
	"location_lat" text DEFAULT '' NOT NULL,
	"location_lng" text DEFAULT '' NOT NULL,
	"service_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"request_tax_invoice" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"seller_employee_id" uuid,
	"seller_code" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_phone" text NOT NULL,
	"seller_branch" text NOT NULL,
	"seller_branch_uuid" uuid NOT NULL,
	"request_payment" boolean DEFAULT false NOT NULL,
	"request_store_payment" boolean DEFAULT false NOT NULL,
	"total" integer NOT NULL,
	"promotion_discount" integer NOT NULL,
	"coupon_discount" integer NOT NULL,
	"total_payable" integer NOT NULL,
	"payment_state" text DEFAULT 'unpaid' NOT NULL,
	"payment_method" text,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('created', 'paid', 'contractor_assigned', 'scheduled', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "orders_time_slot_ck" CHECK ("orders"."time_slot" in ('1', '2')),
	CONSTRAINT "orders_payment_state_ck" CHECK ("orders"."payment_state" in ('unpaid', 'pending', 'paid')),
	CONSTRAINT "orders_payment_method_ck" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('promptpay', 'store')),
	CONSTRAINT "orders_paid_ck" CHECK (("orders"."payment_state" = 'paid') = ("orders"."paid_at" is not null)
        and ("orders"."payment_state" = 'unpaid' or "orders"."payment_method" is not null)),
	CONSTRAINT "orders_totals_ck" CHECK ("orders"."total" >= 0 and "orders"."promotion_discount" >= 0 and "orders"."coupon_discount" >= 0
        and "orders"."total_payable" >= 0
        and "orders"."total_payable" = "orders"."total" - "orders"."promotion_discount" - "orders"."coupon_discount")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tax_invoices" ADD CONSTRAINT "order_tax_invoices_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tax_invoices" ADD CONSTRAINT "order_tax_invoices_sub_district_code_subdistricts_code_fk" FOREIGN KEY ("sub_district_code") REFERENCES "public"."subdistricts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tax_invoices" ADD CONSTRAINT "order_tax_invoices_district_code_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tax_invoices" ADD CONSTRAINT "order_tax_invoices_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sub_district_code_subdistricts_code_fk" FOREIGN KEY ("sub_district_code") REFERENCES "public"."subdistricts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_district_code_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_employee_id_employees_id_fk" FOREIGN KEY ("seller_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_mobile_idx" ON "customers" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "order_changes_order_idx" ON "order_changes" USING btree ("order_no","id");--> statement-breakpoint
CREATE INDEX "order_idempotency_keys_created_idx" ON "order_idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_mobile_idx" ON "orders" USING btree ("mobile");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE no action ON UPDATE no action;