CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"monthly_price" integer NOT NULL,
	"yearly_price" integer NOT NULL,
	"currency" text DEFAULT 'TWD' NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"monthly_analysis_limit" integer,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_heartbeats" (
	"role" text PRIMARY KEY NOT NULL,
	"beats" integer DEFAULT 0 NOT NULL,
	"last_requested_at" timestamp with time zone NOT NULL,
	"last_processed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_markers" (
	"name" text PRIMARY KEY NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
