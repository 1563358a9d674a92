CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"contractor_id" uuid NOT NULL,
	"district_code" char(4) NOT NULL,
	"work_types" text[] NOT NULL,
	"service_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "bookings_ck" CHECK ("bookings"."time_slot" in ('1', '2') and "bookings"."status" in ('booked', 'released')
        and ("bookings"."status" = 'released') = ("bookings"."released_at" is not null)
        and cardinality("bookings"."work_types") > 0)
);
--> statement-breakpoint
CREATE TABLE "contractor_day_usage" (
	"contractor_id" uuid NOT NULL,
	"service_date" date NOT NULL,
	"used" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "contractor_day_usage_contractor_id_service_date_pk" PRIMARY KEY("contractor_id","service_date"),
	CONSTRAINT "contractor_day_usage_ck" CHECK ("contractor_day_usage"."used" >= 0 and "contractor_day_usage"."used" <= "contractor_day_usage"."capacity")
);
--> statement-breakpoint
CREATE TABLE "contractor_slot_usage" (
	"contractor_id" uuid NOT NULL,
	"service_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"used" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "contractor_slot_usage_contractor_id_service_date_time_slot_pk" PRIMARY KEY("contractor_id","service_date","time_slot"),
	CONSTRAINT "contractor_slot_usage_ck" CHECK ("contractor_slot_usage"."time_slot" in ('1', '2') and "contractor_slot_usage"."used" >= 0 and "contractor_slot_usage"."used" <= "contractor_slot_usage"."capacity")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_district_code_districts_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_day_usage" ADD CONSTRAINT "contractor_day_usage_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_slot_usage" ADD CONSTRAINT "contractor_slot_usage_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_order_booked_uq" ON "bookings" USING btree ("order_no") WHERE "bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "bookings_contractor_date_idx" ON "bookings" USING btree ("contractor_id","service_date");--> statement-breakpoint
CREATE INDEX "contractor_day_usage_full_idx" ON "contractor_day_usage" USING btree ("contractor_id","service_date") WHERE "contractor_day_usage"."used" >= "contractor_day_usage"."capacity";--> statement-breakpoint
CREATE INDEX "contractor_slot_usage_full_idx" ON "contractor_slot_usage" USING btree ("contractor_id","service_date") WHERE "contractor_slot_usage"."used" >= "contractor_slot_usage"."capacity";