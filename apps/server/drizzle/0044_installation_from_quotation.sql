CREATE TABLE "order_add_on_lines" (
	"order_no" text NOT NULL,
	"position" integer NOT NULL,
	"add_on_id" uuid NOT NULL,
	"work_type" text NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"unit" text NOT NULL,
	"qty" numeric(9, 2) NOT NULL,
	"unit_price_satang" integer NOT NULL,
	"amount_satang" integer NOT NULL,
	"vat_applies" boolean NOT NULL,
	CONSTRAINT "order_add_on_lines_pk" PRIMARY KEY("order_no","position"),
	CONSTRAINT "order_add_on_lines_unit_ck" CHECK ("order_add_on_lines"."unit" in ('metre', 'piece', 'point', 'set', 'square_metre', 'hour')),
	CONSTRAINT "order_add_on_lines_amounts_ck" CHECK ("order_add_on_lines"."qty" > 0 and "order_add_on_lines"."unit_price_satang" >= 0 and "order_add_on_lines"."amount_satang" >= 0)
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_event_ck";--> statement-breakpoint
ALTER TABLE "order_add_on_lines" ADD CONSTRAINT "order_add_on_lines_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_add_on_lines" ADD CONSTRAINT "order_add_on_lines_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_ck" CHECK ("messages"."event" in ('placed', 'paid', 'date_changed', 'technician_assigned', 'on_the_way', 'completed', 'cancelled', 'refund_recorded', 'hold_released', 'payment_slip_rejected', 'rating_requested', 'rated', 'extras_proposed', 'extra_approved', 'extra_declined', 'extras_paid', 'quotation_sent', 'quotation_expiring', 'quotation_approved'));