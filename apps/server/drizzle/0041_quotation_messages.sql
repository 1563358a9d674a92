-- A survey's quotation told to its customer (decision 081): two order events, quotation_sent and
-- quotation_expiring, whose messages carry the quotation's last valid day.
ALTER TABLE "messages" DROP CONSTRAINT "messages_event_ck";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_event_ck" CHECK ("messages"."event" in ('placed', 'paid', 'date_changed', 'technician_assigned', 'on_the_way', 'completed', 'cancelled', 'refund_recorded', 'hold_released', 'payment_slip_rejected', 'rating_requested', 'rated', 'quotation_sent', 'quotation_expiring'));