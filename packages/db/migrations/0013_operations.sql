CREATE TABLE "blocked_addresses" (
	"ip" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"blocked_by" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"error_class" text NOT NULL,
	"message" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reported_by" text,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"cpu_percent" double precision NOT NULL,
	"memory_percent" double precision NOT NULL,
	"rss_bytes" double precision NOT NULL,
	"disk_percent" double precision,
	"event_loop_lag_ms" double precision NOT NULL,
	"requests_per_minute" double precision NOT NULL,
	"errors_per_minute" double precision NOT NULL,
	"avg_response_ms" double precision NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"server_errors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runtime_setting_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"environment" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"secret" integer DEFAULT 0 NOT NULL,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runtime_settings" (
	"key" text NOT NULL,
	"environment" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "runtime_settings_key_environment_pk" PRIMARY KEY("key","environment")
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ip" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_threats" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ip" text NOT NULL,
	"severity" text NOT NULL,
	"status" text NOT NULL,
	"events" integer NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"resolved_by" text
);
--> statement-breakpoint
CREATE TABLE "system_alerts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"severity" text NOT NULL,
	"status" text NOT NULL,
	"message" text NOT NULL,
	"value" double precision NOT NULL,
	"threshold" double precision NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"acknowledged_by" text
);
--> statement-breakpoint
CREATE INDEX "error_reports_at" ON "error_reports" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "metric_samples_taken_at" ON "metric_samples" USING btree ("taken_at");--> statement-breakpoint
CREATE INDEX "runtime_setting_history_at" ON "runtime_setting_history" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "security_events_at" ON "security_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "system_alerts_status" ON "system_alerts" USING btree ("status","raised_at");