CREATE TABLE "order_extra_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_extra_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"amount_satang" integer NOT NULL,
	"extra_id" uuid,
	"method" text,
	"reference" text DEFAULT '' NOT NULL,
	"provider_event_id" text,
	"actor_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_extra_entries_provider_event_id_unique" UNIQUE("provider_event_id"),
	CONSTRAINT "order_extra_entries_kind_ck" CHECK ("order_extra_entries"."kind" in ('charged', 'received')),
	CONSTRAINT "order_extra_entries_shape_ck" CHECK ("order_extra_entries"."amount_satang" > 0 and case "order_extra_entries"."kind"
        when 'charged' then "order_extra_entries"."extra_id" is not null and "order_extra_entries"."method" is null
        else "order_extra_entries"."extra_id" is null and "order_extra_entries"."method" is not null end)
);
--> statement-breakpoint
CREATE TABLE "order_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_extras_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"add_on_id" uuid NOT NULL,
	"name_th" text NOT NULL,
	"name_en" text NOT NULL,
	"unit" text NOT NULL,
	"qty" numeric(9, 2) NOT NULL,
	"unit_price_satang" integer NOT NULL,
	"amount_satang" integer NOT NULL,
	"vat_applies" boolean NOT NULL,
	"state" text DEFAULT 'proposed' NOT NULL,
	"added_by" uuid,
	"added_by_name" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_on" text,
	"signer_name" text,
	"signature" "bytea",
	"device" text,
	CONSTRAINT "order_extras_state_ck" CHECK ("order_extras"."state" in ('proposed', 'approved', 'declined')),
	CONSTRAINT "order_extras_unit_ck" CHECK ("order_extras"."unit" in ('metre', 'piece', 'point', 'set', 'square_metre', 'hour')),
	CONSTRAINT "order_extras_money_ck" CHECK ("order_extras"."qty" > 0 and "order_extras"."unit_price_satang" >= 0 and "order_extras"."amount_satang" >= 0),
	CONSTRAINT "order_extras_decision_ck" CHECK (("order_extras"."state" = 'proposed') = ("order_extras"."decided_at" is null)
        and ("order_extras"."state" = 'proposed') = ("order_extras"."decided_on" is null)
        and ("order_extras"."state" <> 'approved' or ("order_extras"."signer_name" is not null and "order_extras"."signature" is not null)))
);
--> statement-breakpoint
ALTER TABLE "order_changes" DROP CONSTRAINT "order_changes_kind_ck";--> statement-breakpoint
ALTER TABLE "document_serials" DROP CONSTRAINT "document_serials_kind_ck";--> statement-breakpoint
ALTER TABLE "tax_documents" DROP CONSTRAINT "tax_documents_kind_ck";--> statement-breakpoint
ALTER TABLE "tax_documents" DROP CONSTRAINT "tax_documents_credit_ck";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_event_ck";--> statement-breakpoint
DROP INDEX "tax_documents_order_payment_kind_uq";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "extras_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "order_extra_entries" ADD CONSTRAINT "order_extra_entries_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_extra_entries" ADD CONSTRAINT "order_extra_entries_extra_id_order_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."order_extras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_extras" ADD CONSTRAINT "order_extras_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_extras" ADD CONSTRAINT "order_extras_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_extras" ADD CONSTRAINT "order_extras_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_extra_entries_order_idx" ON "order_extra_entries" USING btree ("order_no","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_extra_entries_charge_uq" ON "order_extra_entries" USING btree ("extra_id");--> statement-breakpoint
CREATE INDEX "order_extras_order_idx" ON "order_extras" USING btree ("order_no","seq");--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_extras_entry_id_order_extra_entries_id_fk" FOREIGN KEY ("extras_entry_id") REFERENCES "public"."order_extra_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_payment_kind_uq" ON "tax_documents" USING btree ("order_no","kind") WHERE "tax_documents"."kind" not in ('credit_note', 'debit_note');--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_extras_entry_id_unique" UNIQUE("extras_entry_id");--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_kind_ck" CHECK ("order_changes"."kind" in ('status', 'payment', 'expected_date', 'contractor', 'hold', 'problem', 'reschedule', 'extra'));--> statement-breakpoint
ALTER TABLE "document_serials" ADD CONSTRAINT "document_serials_kind_ck" CHECK ("document_serials"."kind" in ('tax_invoice', 'abbreviated_tax_invoice', 'receipt', 'credit_note', 'debit_note'));--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_extras_ck" CHECK (("tax_documents"."kind" = 'debit_note') = ("tax_documents"."extras_entry_id" is not null));--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_kind_ck" CHECK ("tax_documents"."kind" in ('tax_invoice', 'abbreviated_tax_invoice', 'receipt', 'credit_note', 'debit_note'));--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_credit_ck" CHECK (("tax_documents"."kind" in ('credit_note', 'debit_note')) = ("tax_documents"."credited_document_id" is not null));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_ck" CHECK ("messages"."event" in ('placed', 'paid', 'date_changed', 'technician_assigned', 'on_the_way', 'completed', 'cancelled', 'refund_recorded', 'hold_released', 'payment_slip_rejected', 'rating_requested', 'rated', 'extras_proposed', 'extra_approved', 'extra_declined', 'extras_paid', 'quotation_sent', 'quotation_expiring'));