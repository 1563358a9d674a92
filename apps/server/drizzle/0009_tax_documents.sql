CREATE TABLE "document_serials" (
	"branch" char(5) NOT NULL,
	"kind" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_serials_branch_kind_pk" PRIMARY KEY("branch","kind"),
	CONSTRAINT "document_serials_kind_ck" CHECK ("document_serials"."kind" in ('tax_invoice', 'receipt', 'credit_note')),
	CONSTRAINT "document_serials_last_ck" CHECK ("document_serials"."last" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"branch" char(5) NOT NULL,
	"sequence" integer NOT NULL,
	"serial" text NOT NULL,
	"order_no" text NOT NULL,
	"credited_document_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"total_satang" integer NOT NULL,
	"base_satang" integer NOT NULL,
	"vat_satang" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	CONSTRAINT "tax_documents_serial_unique" UNIQUE("serial"),
	CONSTRAINT "tax_documents_order_kind_uq" UNIQUE("order_no","kind"),
	CONSTRAINT "tax_documents_branch_kind_sequence_uq" UNIQUE("branch","kind","sequence"),
	CONSTRAINT "tax_documents_kind_ck" CHECK ("tax_documents"."kind" in ('tax_invoice', 'receipt', 'credit_note')),
	CONSTRAINT "tax_documents_amounts_ck" CHECK ("tax_documents"."sequence" >= 1 and "tax_documents"."base_satang" >= 0 and "tax_documents"."vat_satang" >= 0
        and "tax_documents"."total_satang" = "tax_documents"."base_satang" + "tax_documents"."vat_satang"),
	CONSTRAINT "tax_documents_credit_ck" CHECK (("tax_documents"."kind" = 'credit_note') = ("tax_documents"."credited_document_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;