ALTER TABLE "order_number_days" DROP CONSTRAINT "order_number_days_pkey";--> statement-breakpoint
ALTER TABLE "order_number_days" ADD COLUMN "shard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_number_days" ADD CONSTRAINT "order_number_days_order_date_shard_pk" PRIMARY KEY("order_date","shard");
