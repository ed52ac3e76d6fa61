CREATE TABLE "experiment_conversions" (
	"experiment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"variant" text NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"converted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "experiment_conversions_experiment_id_user_id_pk" PRIMARY KEY("experiment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "experiment_exposures" (
	"experiment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"variant" text NOT NULL,
	"exposed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "experiment_exposures_experiment_id_user_id_pk" PRIMARY KEY("experiment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"surface" text NOT NULL,
	"variants" jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "feature_flag_states" (
	"flag_id" uuid NOT NULL,
	"environment" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"rollout_basis_points" integer DEFAULT 10000 NOT NULL,
	"target_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emergency_reason" text,
	"emergency_by" text,
	"emergency_at" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flag_states_flag_id_environment_pk" PRIMARY KEY("flag_id","environment")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "experiment_conversions" ADD CONSTRAINT "experiment_conversions_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_flag_states" ADD CONSTRAINT "feature_flag_states_flag_id_feature_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."feature_flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_conversions_order_idx" ON "experiment_conversions" USING btree ("order_number");