CREATE TABLE "alert_firings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"alert_id" text NOT NULL,
	"user_id" text NOT NULL,
	"symbol" text NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"price" double precision NOT NULL,
	"value" double precision NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"fired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"impact" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"affected_symbols" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"symbol" text NOT NULL,
	"type" text NOT NULL,
	"condition" double precision NOT NULL,
	"message" text NOT NULL,
	"frequency" text NOT NULL,
	"min_interval_seconds" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"triggered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"symbol" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "watchlist_limit" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "alert_limit" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "realtime_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_firings" ADD CONSTRAINT "alert_firings_alert_id_monitor_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."monitor_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_firings" ADD CONSTRAINT "alert_firings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_alerts" ADD CONSTRAINT "monitor_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_firings_key_idx" ON "alert_firings" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "alert_firings_user_idx" ON "alert_firings" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_events_key_idx" ON "market_events" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "market_events_time_idx" ON "market_events" USING btree ("event_time");--> statement-breakpoint
CREATE INDEX "monitor_alerts_user_idx" ON "monitor_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "monitor_alerts_active_idx" ON "monitor_alerts" USING btree ("is_active","symbol");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_items_user_symbol_idx" ON "watchlist_items" USING btree ("user_id","symbol");--> statement-breakpoint
UPDATE "plans" SET "watchlist_limit" = 100, "alert_limit" = 20 WHERE "id" = 'gold';--> statement-breakpoint
UPDATE "plans" SET "watchlist_limit" = 300, "alert_limit" = 200, "realtime_alerts" = true WHERE "id" = 'diamond';
