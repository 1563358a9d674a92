CREATE TABLE "order_line_links" (
	"order_no" text PRIMARY KEY NOT NULL,
	"line_user_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written: a mobile's link made through an order's code stays that order's link (decision 052).
INSERT INTO "order_line_links" ("order_no", "line_user_id", "linked_at")
SELECT DISTINCT ON (c."order_no") c."order_no", l."line_user_id", l."linked_at"
FROM "line_link_codes" c
JOIN "line_links" l ON l."line_user_id" = c."used_by"
JOIN "orders" o ON o."order_no" = c."order_no"
WHERE c."used_at" IS NOT NULL
ORDER BY c."order_no", c."used_at" DESC;--> statement-breakpoint
DROP TABLE "line_links" CASCADE;--> statement-breakpoint
ALTER TABLE "order_line_links" ADD CONSTRAINT "order_line_links_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_links_user_idx" ON "order_line_links" USING btree ("line_user_id");--> statement-breakpoint
ALTER TABLE "line_link_codes" DROP COLUMN "mobile";