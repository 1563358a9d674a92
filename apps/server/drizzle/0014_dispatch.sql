CREATE TABLE "job_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"taken_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_photos_type_ck" CHECK ("job_photos"."content_type" in ('image/webp', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "job_status_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_status_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "open_job_problems" (
	"order_no" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reported_by" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_job_problems_kind_ck" CHECK ("open_job_problems"."kind" in ('customer_absent', 'needs_another_visit', 'wrong_job', 'other'))
);
--> statement-breakpoint
ALTER TABLE "order_changes" DROP CONSTRAINT "order_changes_kind_ck";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_ck";--> statement-breakpoint
ALTER TABLE "order_changes" ADD COLUMN "technician_name" text;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_photos" ADD CONSTRAINT "job_photos_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_status_keys" ADD CONSTRAINT "job_status_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_job_problems" ADD CONSTRAINT "open_job_problems_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_photos_order_idx" ON "job_photos" USING btree ("order_no","created_at");--> statement-breakpoint
CREATE INDEX "job_status_keys_created_idx" ON "job_status_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_booked_date_idx" ON "bookings" USING btree ("service_date","order_no") WHERE "bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "orders_online_unpaid_idx" ON "orders" USING btree ("service_date") WHERE "orders"."request_payment" and "orders"."payment_state" in ('unpaid', 'pending');--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_kind_ck" CHECK ("order_changes"."kind" in ('status', 'payment', 'expected_date', 'contractor', 'hold', 'problem'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('created', 'paid', 'contractor_assigned', 'scheduled', 'on_the_way', 'in_progress', 'completed', 'cancelled'));