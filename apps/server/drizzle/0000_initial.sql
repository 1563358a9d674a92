CREATE TABLE "channels" (
	"code" text PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"channel_name" text NOT NULL,
	"channel_uuid" uuid NOT NULL,
	"user_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "employees_store_code_unique" UNIQUE("store_id","code")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"family_expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sso_token_uses" (
	"jti" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"channel_code" text NOT NULL,
	"brand" text,
	"bu_store_id" text NOT NULL,
	"branch_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_stores" (
	"user_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	CONSTRAINT "user_stores_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"display_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"admin_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_admin_uuid_unique" UNIQUE("admin_uuid"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('Sales', 'Channel Manager', 'External Brand')),
	CONSTRAINT "users_username_lower_check" CHECK ("users"."username" = lower("users"."username"))
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"store_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"thumbnail" text NOT NULL,
	"alt_th" text NOT NULL,
	"alt_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_informations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title_th" text NOT NULL,
	"title_en" text NOT NULL,
	"html_th" text NOT NULL,
	"html_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_selling_points" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text_th" text NOT NULL,
	"text_en" text NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "product_selling_points_icon_ck" CHECK ("product_selling_points"."icon" in ('guarantee', 'cube', 'pin_location'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_code" text NOT NULL,
	"sku_code" text NOT NULL,
	"sku_mapping" text NOT NULL,
	"product_type" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"price" integer,
	"normal_price" integer,
	"unit_price" integer,
	"unit_th" text,
	"unit_en" text,
	"min_qty" integer DEFAULT 1 NOT NULL,
	"limit_qty" integer,
	"lock_days" integer DEFAULT 0 NOT NULL,
	"type_of_work" text NOT NULL,
	"is_survey_discount" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_type_ck" CHECK ("products"."product_type" in ('S', 'I')),
	CONSTRAINT "products_price_ck" CHECK (("products"."product_type" = 'S' and "products"."price" is not null and "products"."price" >= 0)
        or ("products"."product_type" = 'I' and "products"."unit_price" is not null and "products"."unit_price" >= 0
            and "products"."unit_th" is not null and "products"."unit_en" is not null)),
	CONSTRAINT "products_qty_ck" CHECK ("products"."min_qty" >= 1 and ("products"."limit_qty" is null or "products"."limit_qty" >= "products"."min_qty")),
	CONSTRAINT "products_lock_days_ck" CHECK ("products"."lock_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recent_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"code" char(4) PRIMARY KEY NOT NULL,
	"province_code" char(2) NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subdistricts" (
	"code" char(6) PRIMARY KEY NOT NULL,
	"district_code" char(4) NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"postcode" char(5) NOT NULL,
	"postcodes" text[]
);
--> statement-breakpoint
CREATE TABLE "coupon_discount_ranges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_discount_ranges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" uuid NOT NULL,
	"min" integer NOT NULL,
	"max" integer,
	"value" integer NOT NULL,
	"contractor_discount" integer,
	CONSTRAINT "coupon_discount_ranges_ck" CHECK ("coupon_discount_ranges"."min" >= 0 and "coupon_discount_ranges"."value" >= 0 and ("coupon_discount_ranges"."max" is null or "coupon_discount_ranges"."max" >= "coupon_discount_ranges"."min")
        and ("coupon_discount_ranges"."contractor_discount" is null or ("coupon_discount_ranges"."contractor_discount" >= 0 and "coupon_discount_ranges"."contractor_discount" <= "coupon_discount_ranges"."value")))
);
--> statement-breakpoint
CREATE TABLE "coupon_products" (
	"coupon_id" uuid NOT NULL,
	"product_sku" text NOT NULL,
	CONSTRAINT "coupon_products_coupon_id_product_sku_pk" PRIMARY KEY("coupon_id","product_sku")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"type" text DEFAULT 'fixed' NOT NULL,
	"model" text DEFAULT 'product' NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"expire_date" date NOT NULL,
	"is_can_use" boolean DEFAULT true NOT NULL,
	"error_message_th" text,
	"error_message_en" text,
	"invalid_code" boolean DEFAULT false NOT NULL,
	"request_payment" boolean DEFAULT false NOT NULL,
	"request_store_payment" boolean DEFAULT false NOT NULL,
	"channel_name_th" text,
	"thumbnail_url" text,
	"thumbnail_2x_url" text,
	"header_th" text,
	"header_en" text,
	"terms_th" text,
	"terms_en" text,
	"channel_code" text,
	"store_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_code_upper_ck" CHECK ("coupons"."code" = upper(btrim("coupons"."code")) and "coupons"."code" <> ''),
	CONSTRAINT "coupons_discount_ck" CHECK ("coupons"."discount" >= 0),
	CONSTRAINT "coupons_dates_ck" CHECK ("coupons"."start_date" <= "coupons"."expire_date"),
	CONSTRAINT "coupons_error_message_ck" CHECK ("coupons"."is_can_use" or ("coupons"."error_message_th" is not null and "coupons"."error_message_en" is not null))
);
--> statement-breakpoint
CREATE TABLE "promotion_item_products" (
	"item_id" uuid NOT NULL,
	"product_sku" text NOT NULL,
	CONSTRAINT "promotion_item_products_item_id_product_sku_pk" PRIMARY KEY("item_id","product_sku")
);
--> statement-breakpoint
CREATE TABLE "promotion_item_ranges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_item_ranges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" uuid NOT NULL,
	"min" integer NOT NULL,
	"max" integer,
	"value" integer NOT NULL,
	CONSTRAINT "promotion_item_ranges_ck" CHECK ("promotion_item_ranges"."min" >= 0 and "promotion_item_ranges"."value" >= 0 and ("promotion_item_ranges"."max" is null or "promotion_item_ranges"."max" >= "promotion_item_ranges"."min"))
);
--> statement-breakpoint
CREATE TABLE "promotion_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"value" integer,
	CONSTRAINT "promotion_items_value_ck" CHECK ("promotion_items"."value" is null or "promotion_items"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"value" integer,
	"channel_code" text,
	"store_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_dates_ck" CHECK ("promotions"."start_date" <= "promotions"."end_date"),
	CONSTRAINT "promotions_value_ck" CHECK ("promotions"."value" is null or "promotions"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contractor_service_areas" (
	"contractor_id" uuid NOT NULL,
	"district_code" char(4) NOT NULL,
	CONSTRAINT "contractor_service_areas_contractor_id_district_code_pk" PRIMARY KEY("contractor_id","district_code")
);
--> statement-breakpoint
CREATE TABLE "contractor_slot_capacities" (
	"contractor_id" uuid NOT NULL,
	"time_slot" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "contractor_slot_capacities_contractor_id_time_slot_pk" PRIMARY KEY("contractor_id","time_slot"),
	CONSTRAINT "contractor_slot_capacities_ck" CHECK ("contractor_slot_capacities"."time_slot" in ('1', '2') and "contractor_slot_capacities"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contractor_unavailable_dates" (
	"contractor_id" uuid NOT NULL,
	"unavailable_date" date NOT NULL,
	"reason" text,
	CONSTRAINT "contractor_unavailable_dates_contractor_id_unavailable_date_pk" PRIMARY KEY("contractor_id","unavailable_date")
);
--> statement-breakpoint
CREATE TABLE "contractor_work_types" (
	"contractor_id" uuid NOT NULL,
	"work_type" text NOT NULL,
	CONSTRAINT "contractor_work_types_contractor_id_work_type_pk" PRIMARY KEY("contractor_id","work_type")
);
--> statement-breakpoint
CREATE TABLE "contractors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"phone" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"daily_capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractors_code_unique" UNIQUE("code"),
	CONSTRAINT "contractors_daily_capacity_ck" CHECK ("contractors"."daily_capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stores" ADD CONSTRAINT "user_stores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stores" ADD CONSTRAINT "user_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_informations" ADD CONSTRAINT "product_informations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_selling_points" ADD CONSTRAINT "product_selling_points_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subdistricts" ADD CONSTRAINT "subdistricts_district_code_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_discount_ranges" ADD CONSTRAINT "coupon_discount_ranges_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_item_products" ADD CONSTRAINT "promotion_item_products_item_id_promotion_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."promotion_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_item_ranges" ADD CONSTRAINT "promotion_item_ranges_item_id_promotion_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."promotion_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_store_code_stores_code_fk" FOREIGN KEY ("store_code") REFERENCES "public"."stores"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_service_areas" ADD CONSTRAINT "contractor_service_areas_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_service_areas" ADD CONSTRAINT "contractor_service_areas_district_code_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_slot_capacities" ADD CONSTRAINT "contractor_slot_capacities_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_unavailable_dates" ADD CONSTRAINT "contractor_unavailable_dates_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_work_types" ADD CONSTRAINT "contractor_work_types_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_user_idx" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stores_channel_code_idx" ON "stores" USING btree ("channel_code");--> statement-breakpoint
CREATE INDEX "user_stores_store_idx" ON "user_stores" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_product_position_uq" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_informations_product_position_uq" ON "product_informations" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_selling_points_product_position_uq" ON "product_selling_points" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "products_channel_sku_uq" ON "products" USING btree ("channel_code","sku_code");--> statement-breakpoint
CREATE INDEX "products_channel_active_position_idx" ON "products" USING btree ("channel_code","active","position");--> statement-breakpoint
CREATE UNIQUE INDEX "recent_searches_store_keyword_uq" ON "recent_searches" USING btree ("store_id","keyword");--> statement-breakpoint
CREATE INDEX "recent_searches_store_searched_idx" ON "recent_searches" USING btree ("store_id","searched_at");--> statement-breakpoint
CREATE INDEX "districts_province_code_idx" ON "districts" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "subdistricts_district_code_idx" ON "subdistricts" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "subdistricts_postcode_idx" ON "subdistricts" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "coupon_discount_ranges_coupon_idx" ON "coupon_discount_ranges" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_products_sku_idx" ON "coupon_products" USING btree ("product_sku");--> statement-breakpoint
CREATE INDEX "coupons_channel_code_idx" ON "coupons" USING btree ("channel_code");--> statement-breakpoint
CREATE INDEX "coupons_store_code_idx" ON "coupons" USING btree ("store_code");--> statement-breakpoint
CREATE INDEX "promotion_item_products_sku_idx" ON "promotion_item_products" USING btree ("product_sku");--> statement-breakpoint
CREATE INDEX "promotion_item_ranges_item_idx" ON "promotion_item_ranges" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "promotion_items_promotion_idx" ON "promotion_items" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "promotions_dates_idx" ON "promotions" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "contractor_service_areas_district_idx" ON "contractor_service_areas" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "contractor_unavailable_dates_date_idx" ON "contractor_unavailable_dates" USING btree ("unavailable_date");--> statement-breakpoint
CREATE INDEX "contractor_work_types_work_type_idx" ON "contractor_work_types" USING btree ("work_type");