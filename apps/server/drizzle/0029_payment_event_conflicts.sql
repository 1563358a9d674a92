CREATE TABLE "payment_event_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"order_no" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"first_order_no" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolution" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "payment_event_conflicts_event_order_uq" UNIQUE("event_id","order_no"),
	CONSTRAINT "payment_event_conflicts_resolution_ck" CHECK ("payment_event_conflicts"."resolution" in ('recorded', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "payment_event_conflicts" ADD CONSTRAINT "payment_event_conflicts_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_event_conflicts" ADD CONSTRAINT "payment_event_conflicts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;