CREATE TABLE "add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_type" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"unit" text NOT NULL,
	"unit_price_satang" integer NOT NULL,
	"min_qty" numeric(9, 2) NOT NULL,
	"max_qty" numeric(9, 2) NOT NULL,
	"whole_units" boolean NOT NULL,
	"vat_applies" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "add_ons_unit_ck" CHECK ("add_ons"."unit" in ('metre', 'piece', 'point', 'set', 'square_metre', 'hour')),
	CONSTRAINT "add_ons_price_ck" CHECK ("add_ons"."unit_price_satang" >= 0),
	CONSTRAINT "add_ons_qty_ck" CHECK ("add_ons"."min_qty" > 0 and "add_ons"."min_qty" <= "add_ons"."max_qty")
);
--> statement-breakpoint
CREATE TABLE "quotation_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_lines" (
	"quotation_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"add_on_id" uuid,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"add_on_unit" text,
	"unit_th" text,
	"unit_en" text,
	"qty" numeric(9, 2) NOT NULL,
	"unit_price_satang" integer NOT NULL,
	"price_satang" integer NOT NULL,
	"promotion_id" uuid,
	"promotion_discount_satang" integer NOT NULL,
	"amount_satang" integer NOT NULL,
	"vat_applies" boolean NOT NULL,
	"optional" boolean NOT NULL,
	CONSTRAINT "quotation_lines_pk" PRIMARY KEY("quotation_id","version","position"),
	CONSTRAINT "quotation_lines_kind_ck" CHECK (("quotation_lines"."kind" = 'service' and "quotation_lines"."product_id" is not null and "quotation_lines"."add_on_id" is null)
        or ("quotation_lines"."kind" = 'add_on' and "quotation_lines"."add_on_id" is not null and "quotation_lines"."product_id" is null
            and "quotation_lines"."add_on_unit" is not null))
);
--> statement-breakpoint
CREATE TABLE "quotation_versions" (
	"quotation_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"note" text NOT NULL,
	"valid_days" integer NOT NULL,
	"photo_ids" uuid[] NOT NULL,
	"subtotal_satang" integer NOT NULL,
	"promotion_discount_satang" integer NOT NULL,
	"payable_satang" integer NOT NULL,
	"vat_satang" integer NOT NULL,
	"vat_free_satang" integer NOT NULL,
	"optional_satang" integer NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_versions_pk" PRIMARY KEY("quotation_id","version"),
	CONSTRAINT "quotation_versions_valid_days_ck" CHECK ("quotation_versions"."valid_days" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"order_no" text NOT NULL,
	"state" text NOT NULL,
	"version" integer NOT NULL,
	"sent_version" integer,
	"valid_until" date,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_state_ck" CHECK ("quotations"."state" in ('draft', 'sent', 'approved', 'declined', 'expired')),
	CONSTRAINT "quotations_sent_ck" CHECK ("quotations"."state" = 'draft' or ("quotations"."sent_version" is not null and "quotations"."valid_until" is not null))
);
--> statement-breakpoint
ALTER TABLE "quotation_history" ADD CONSTRAINT "quotation_history_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_history" ADD CONSTRAINT "quotation_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_version_fk" FOREIGN KEY ("quotation_id","version") REFERENCES "public"."quotation_versions"("quotation_id","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_versions" ADD CONSTRAINT "quotation_versions_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_versions" ADD CONSTRAINT "quotation_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "add_ons_work_type_idx" ON "add_ons" USING btree ("work_type","active");--> statement-breakpoint
CREATE INDEX "quotation_history_quotation_idx" ON "quotation_history" USING btree ("quotation_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_number_uq" ON "quotations" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_order_uq" ON "quotations" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "quotations_state_valid_idx" ON "quotations" USING btree ("state","valid_until");