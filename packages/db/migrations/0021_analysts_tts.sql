CREATE TABLE "admin_analysis_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text,
	"stock_id" text NOT NULL,
	"analysts" jsonb NOT NULL,
	"analysis_type" text NOT NULL,
	"priority" integer NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"started_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analyst_settings" (
	"analyst_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"max_concurrent_tasks" integer NOT NULL,
	"priority" integer NOT NULL,
	"model" text NOT NULL,
	"configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"specialties" jsonb,
	"removed" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tts_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"user_id" text,
	"requested_by" text NOT NULL,
	"voice_id" text,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"audio" "bytea",
	"duration_ms" integer,
	"size_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tts_voices" (
	"model_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"gender" text NOT NULL,
	"voice_type" text NOT NULL,
	"provider" text NOT NULL,
	"sample_rate" integer NOT NULL,
	"is_active" boolean NOT NULL,
	"is_premium" boolean NOT NULL,
	"cost_per_character" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_analysis_tasks_created_idx" ON "admin_analysis_tasks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tts_jobs_created_idx" ON "tts_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tts_jobs_status_idx" ON "tts_jobs" USING btree ("status");