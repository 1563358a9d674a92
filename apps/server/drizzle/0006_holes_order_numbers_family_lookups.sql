CREATE TABLE "family_lookup_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "family_lookup_counters_used_ck" CHECK ("family_lookup_counters"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "family_lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"looked_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"store_ids" uuid[] NOT NULL,
	"mobile_hash" text NOT NULL,
	"limited" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_number_days" (
	"order_date" date PRIMARY KEY NOT NULL,
	"issued" integer NOT NULL,
	CONSTRAINT "order_number_days_issued_ck" CHECK ("order_number_days"."issued" between 1 and 1000000)
);
--> statement-breakpoint
ALTER TABLE "family_lookups" ADD CONSTRAINT "family_lookups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_lookups_user_idx" ON "family_lookups" USING btree ("user_id","looked_up_at");--> statement-breakpoint
CREATE INDEX "family_lookups_looked_up_at_idx" ON "family_lookups" USING btree ("looked_up_at");--> statement-breakpoint
CREATE INDEX "family_lookups_mobile_hash_idx" ON "family_lookups" USING btree ("mobile_hash");--> statement-breakpoint
DROP SEQUENCE "public"."order_number_seq";