ALTER TABLE "staff_accounts" ADD COLUMN "role_assigned_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "role_assigned_by" text;