CREATE TABLE "load_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"target_path" text NOT NULL,
	"users" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"rate" integer NOT NULL,
	"transport" text NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"requests" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"p50_ms" double precision,
	"p95_ms" double precision,
	"p99_ms" double precision,
	"requests_per_second" double precision,
	"status_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "load_tests_started_idx" ON "load_tests" USING btree ("started_at");