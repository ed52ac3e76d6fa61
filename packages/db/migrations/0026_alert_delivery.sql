CREATE TABLE "alert_delivery_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_emails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"firing_id" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL,
	"attempt" integer NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"webhook_id" text NOT NULL,
	"user_id" text NOT NULL,
	"firing_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "alert_check_seconds" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_delivery_settings" ADD CONSTRAINT "alert_delivery_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_emails" ADD CONSTRAINT "alert_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_emails" ADD CONSTRAINT "alert_emails_firing_id_alert_firings_id_fk" FOREIGN KEY ("firing_id") REFERENCES "public"."alert_firings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_webhook_attempts" ADD CONSTRAINT "alert_webhook_attempts_delivery_id_alert_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."alert_webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_webhook_deliveries" ADD CONSTRAINT "alert_webhook_deliveries_webhook_id_alert_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."alert_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_webhook_deliveries" ADD CONSTRAINT "alert_webhook_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_webhook_deliveries" ADD CONSTRAINT "alert_webhook_deliveries_firing_id_alert_firings_id_fk" FOREIGN KEY ("firing_id") REFERENCES "public"."alert_firings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_webhooks" ADD CONSTRAINT "alert_webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_emails_firing_idx" ON "alert_emails" USING btree ("firing_id");--> statement-breakpoint
CREATE INDEX "alert_emails_user_idx" ON "alert_emails" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_webhook_attempts_idx" ON "alert_webhook_attempts" USING btree ("delivery_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_webhook_deliveries_firing_idx" ON "alert_webhook_deliveries" USING btree ("webhook_id","firing_id");--> statement-breakpoint
CREATE INDEX "alert_webhook_deliveries_user_idx" ON "alert_webhook_deliveries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_webhooks_user_idx" ON "alert_webhooks" USING btree ("user_id");--> statement-breakpoint
UPDATE "plans" SET "alert_check_seconds" = 60 WHERE "id" = 'gold';
