CREATE TABLE "quotation_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"chosen_positions" integer[] DEFAULT '{}' NOT NULL,
	"signer_name" text,
	"signature" "bytea",
	"signed_at" timestamp with time zone,
	"device" text,
	"text" text,
	"actor_user_id" uuid,
	"actor_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_decisions_kind_ck" CHECK ("quotation_decisions"."kind" in ('approved', 'declined', 'change_requested')),
	CONSTRAINT "quotation_decisions_channel_ck" CHECK ("quotation_decisions"."channel" in ('customer_page', 'counter')),
	CONSTRAINT "quotation_decisions_shape_ck" CHECK (("quotation_decisions"."kind" = 'approved' and "quotation_decisions"."signature" is not null and "quotation_decisions"."signer_name" is not null
            and "quotation_decisions"."signed_at" is not null)
        or ("quotation_decisions"."kind" <> 'approved' and "quotation_decisions"."text" is not null))
);
--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "installation_order_no" text;--> statement-breakpoint
ALTER TABLE "quotation_decisions" ADD CONSTRAINT "quotation_decisions_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_decisions" ADD CONSTRAINT "quotation_decisions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_decisions_quotation_idx" ON "quotation_decisions" USING btree ("quotation_id","at");--> statement-breakpoint
CREATE INDEX "quotation_decisions_kind_idx" ON "quotation_decisions" USING btree ("kind","at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_decisions_one_approval_uq" ON "quotation_decisions" USING btree ("quotation_id") WHERE "quotation_decisions"."kind" = 'approved';--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_installation_order_no_orders_order_no_fk" FOREIGN KEY ("installation_order_no") REFERENCES "public"."orders"("order_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_installation_uq" ON "quotations" USING btree ("installation_order_no");