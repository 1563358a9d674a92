CREATE TABLE "line_links" (
	"mobile" text PRIMARY KEY NOT NULL,
	"line_user_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"template" text NOT NULL,
	"language" char(2) NOT NULL,
	"recipient" text NOT NULL,
	"body" text,
	"amount" integer,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_id" text,
	"delivery_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "messages_event_ck" CHECK ("messages"."event" in ('placed', 'paid', 'date_changed', 'technician_assigned', 'on_the_way', 'completed', 'cancelled', 'refund_recorded')),
	CONSTRAINT "messages_channel_ck" CHECK ("messages"."channel" in ('log', 'sms', 'line')),
	CONSTRAINT "messages_state_ck" CHECK ("messages"."state" in ('queued', 'sending', 'sent', 'failed', 'dead')),
	CONSTRAINT "messages_language_ck" CHECK ("messages"."language" in ('th', 'en')),
	CONSTRAINT "messages_tries_ck" CHECK ("messages"."tries" >= 0)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_order_idx" ON "messages" USING btree ("order_no","created_at");--> statement-breakpoint
CREATE INDEX "messages_provider_idx" ON "messages" USING btree ("provider_id");