CREATE INDEX "orders_created_no_idx" ON "orders" USING btree ("created_at","order_no");--> statement-breakpoint
CREATE INDEX "orders_service_date_no_idx" ON "orders" USING btree ("service_date","order_no");--> statement-breakpoint
CREATE INDEX "orders_channel_created_idx" ON "orders" USING btree ("channel_code","created_at");