CREATE TABLE "order_ratings" (
	"order_no" text PRIMARY KEY NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"technician_id" uuid,
	"technician_name" text,
	"contractor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"follow_up_handled_at" timestamp with time zone,
	"follow_up_handled_by" text,
	"follow_up_note" text,
	CONSTRAINT "order_ratings_stars_ck" CHECK ("order_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "order_sign_offs" (
	"order_no" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"signer_name" text,
	"signature" "bytea",
	"signed_at" timestamp with time zone,
	"device" text,
	"absence_reason" text,
	"absence_note" text,
	"confirmed_at" timestamp with time zone,
	"technician_id" uuid,
	"technician_name" text NOT NULL,
	"contractor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_sign_offs_kind_ck" CHECK ("order_sign_offs"."kind" in ('signed', 'absent')),
	CONSTRAINT "order_sign_offs_reason_ck" CHECK ("order_sign_offs"."absence_reason" is null or "order_sign_offs"."absence_reason" in ('customer_not_home', 'customer_left_early', 'customer_unable_to_sign', 'other')),
	CONSTRAINT "order_sign_offs_shape_ck" CHECK (("order_sign_offs"."kind" = 'signed' and "order_sign_offs"."signature" is not null and "order_sign_offs"."signer_name" is not null)
        or ("order_sign_offs"."kind" = 'absent' and "order_sign_offs"."absence_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_event_ck";--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sign_offs" ADD CONSTRAINT "order_sign_offs_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sign_offs" ADD CONSTRAINT "order_sign_offs_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_sign_offs" ADD CONSTRAINT "order_sign_offs_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_ratings_contractor_idx" ON "order_ratings" USING btree ("contractor_id","created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_ck" CHECK ("messages"."event" in ('placed', 'paid', 'date_changed', 'technician_assigned', 'on_the_way', 'completed', 'cancelled', 'refund_recorded', 'hold_released', 'payment_slip_rejected', 'rating_requested'));