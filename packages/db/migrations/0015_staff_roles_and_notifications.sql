CREATE TABLE "staff_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient_id" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type" text NOT NULL,
	"priority" text NOT NULL,
	"category" text NOT NULL,
	"action_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "role_assigned_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "role_assigned_by" text;--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_recipient_id_staff_accounts_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_notifications_recipient_idx" ON "staff_notifications" USING btree ("recipient_id","id");