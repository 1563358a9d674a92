CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_user_id_key_pk" PRIMARY KEY("scope","user_id","key"),
	CONSTRAINT "idempotency_keys_scope_ck" CHECK ("idempotency_keys"."scope" in ('refund', 'job_status'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
-- Hand-written (decision 047): the keys of both old tables move into the one store, each under
-- its route's scope, before drizzle-kit's generated DROPs (moved below the copy).
INSERT INTO "idempotency_keys" ("scope", "user_id", "key", "request_hash", "response_status", "response_body", "created_at")
SELECT 'refund', "user_id", "key", "request_hash", "response_status", "response_body", "created_at" FROM "refund_idempotency_keys";--> statement-breakpoint
INSERT INTO "idempotency_keys" ("scope", "user_id", "key", "request_hash", "response_status", "response_body", "created_at")
SELECT 'job_status', "user_id", "key", "request_hash", "response_status", "response_body", "created_at" FROM "job_status_keys";--> statement-breakpoint
DROP TABLE "refund_idempotency_keys" CASCADE;--> statement-breakpoint
DROP TABLE "job_status_keys" CASCADE;
