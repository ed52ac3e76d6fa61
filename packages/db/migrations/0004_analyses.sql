CREATE TABLE "analyses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"symbol" text NOT NULL,
	"company_name" text NOT NULL,
	"market" text NOT NULL,
	"analysts" jsonb NOT NULL,
	"analysis_type" text NOT NULL,
	"instructions" text,
	"status" text NOT NULL,
	"stage" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"result" text,
	"confidence" real,
	"target_price" real,
	"price_at_call" real,
	"call_date" date,
	"horizon_days" integer,
	"summary" text,
	"key_points" jsonb,
	"opportunities" jsonb,
	"risks" jsonb,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"report" jsonb,
	"simulated" boolean DEFAULT false NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"quota_consumed" boolean DEFAULT false NOT NULL,
	"actual_outcome" text DEFAULT 'pending' NOT NULL,
	"actual_return" real,
	"excess_return" real,
	"price_change_percent" real,
	"exit_date" date,
	"holding_days" integer,
	"evaluated_at" timestamp with time zone,
	"share_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "backtest_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"universe" jsonb NOT NULL,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "track_record_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"analyst_id" text NOT NULL,
	"symbol" text NOT NULL,
	"call_date" date NOT NULL,
	"signal" text NOT NULL,
	"confidence" real NOT NULL,
	"price_at_call" real NOT NULL,
	"target_price" real,
	"horizon_days" integer NOT NULL,
	"outcome" text NOT NULL,
	"actual_return" real,
	"excess_return" real,
	"holding_days" integer
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_record_calls" ADD CONSTRAINT "track_record_calls_run_id_backtest_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."backtest_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_user_created_idx" ON "analyses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "analyses_status_idx" ON "analyses" USING btree ("status");--> statement-breakpoint
CREATE INDEX "analyses_pending_idx" ON "analyses" USING btree ("actual_outcome") WHERE "analyses"."status" = 'completed';--> statement-breakpoint
CREATE UNIQUE INDEX "analyses_share_id_unique" ON "analyses" USING btree ("share_id") WHERE "analyses"."share_id" is not null;--> statement-breakpoint
CREATE INDEX "track_record_run_analyst_idx" ON "track_record_calls" USING btree ("run_id","analyst_id");