CREATE TABLE "coupon_customer_usage" (
	"coupon_id" uuid NOT NULL,
	"customer_mobile" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_customer_usage_coupon_id_customer_mobile_pk" PRIMARY KEY("coupon_id","customer_mobile"),
	CONSTRAINT "coupon_customer_usage_used_ck" CHECK ("coupon_customer_usage"."used" >= 0),
	CONSTRAINT "coupon_customer_usage_mobile_ck" CHECK ("coupon_customer_usage"."customer_mobile" ~ '^[0-9]{9,10}$')
);
--> statement-breakpoint
CREATE TABLE "coupon_usage" (
	"coupon_id" uuid PRIMARY KEY NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_usage_used_ck" CHECK ("coupon_usage"."used" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "usage_limit_per_customer" integer;--> statement-breakpoint
ALTER TABLE "coupon_customer_usage" ADD CONSTRAINT "coupon_customer_usage_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usage" ADD CONSTRAINT "coupon_usage_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_usage_limits_ck" CHECK (("coupons"."usage_limit" is null or "coupons"."usage_limit" >= 1)
        and ("coupons"."usage_limit_per_customer" is null or "coupons"."usage_limit_per_customer" >= 1));