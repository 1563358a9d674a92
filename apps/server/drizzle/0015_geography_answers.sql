CREATE TABLE "geography_answers" (
	"digest" text PRIMARY KEY NOT NULL,
	"br" "bytea" NOT NULL,
	"gzip" "bytea" NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
