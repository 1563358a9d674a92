CREATE TABLE "job_photo_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_photo_uploads" ADD CONSTRAINT "job_photo_uploads_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_photo_uploads_order_idx" ON "job_photo_uploads" USING btree ("order_no","started_at");