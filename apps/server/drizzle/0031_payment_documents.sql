ALTER TABLE "tax_documents" DROP CONSTRAINT "tax_documents_order_kind_uq";--> statement-breakpoint
ALTER TABLE "document_serials" DROP CONSTRAINT "document_serials_kind_ck";--> statement-breakpoint
ALTER TABLE "tax_documents" DROP CONSTRAINT "tax_documents_kind_ck";--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "refund_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_entry_id_order_money_entries_id_fk" FOREIGN KEY ("refund_entry_id") REFERENCES "public"."order_money_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_order_payment_kind_uq" ON "tax_documents" USING btree ("order_no","kind") WHERE "tax_documents"."kind" <> 'credit_note';--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_entry_id_unique" UNIQUE("refund_entry_id");--> statement-breakpoint
ALTER TABLE "document_serials" ADD CONSTRAINT "document_serials_kind_ck" CHECK ("document_serials"."kind" in ('tax_invoice', 'abbreviated_tax_invoice', 'receipt', 'credit_note'));--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_refund_ck" CHECK ("tax_documents"."refund_entry_id" is null or "tax_documents"."kind" = 'credit_note');--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_kind_ck" CHECK ("tax_documents"."kind" in ('tax_invoice', 'abbreviated_tax_invoice', 'receipt', 'credit_note'));