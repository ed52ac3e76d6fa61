CREATE TABLE "optimisation_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"recommendation_id" text NOT NULL,
	"title" text NOT NULL,
	"setting_key" text NOT NULL,
	"environment" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"config_change_id" text,
	"watch_metric" text NOT NULL,
	"tolerance_percent" double precision NOT NULL,
	"window_minutes" integer NOT NULL,
	"auto_rollback" integer NOT NULL,
	"value_before" double precision,
	"value_after" double precision,
	"samples_before" integer DEFAULT 0 NOT NULL,
	"samples_after" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"initiated_by" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"rollback_change_id" text
);
--> statement-breakpoint
CREATE TABLE "queue_depth_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"queued" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "optimisation_changes_started" ON "optimisation_changes" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "queue_depth_samples_taken_at" ON "queue_depth_samples" USING btree ("taken_at");