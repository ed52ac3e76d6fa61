CREATE TABLE "workflow_execution_steps" (
	"execution_id" text NOT NULL,
	"position" integer NOT NULL,
	"step_id" text NOT NULL,
	"action_type" text NOT NULL,
	"definition" jsonb NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "workflow_execution_steps_execution_id_position_pk" PRIMARY KEY("execution_id","position")
);
--> statement-breakpoint
CREATE TABLE "workflow_executions" (
	"id" text PRIMARY KEY NOT NULL,
	"workflow_id" text NOT NULL,
	"status" text NOT NULL,
	"trigger_kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"triggered_by" text,
	"error" text,
	"resume_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"trigger_type" text NOT NULL,
	"trigger_event" text,
	"trigger" jsonb NOT NULL,
	"steps" jsonb NOT NULL,
	"template_id" text,
	"next_run_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workflow_execution_steps" ADD CONSTRAINT "workflow_execution_steps_execution_id_workflow_executions_id_fk" FOREIGN KEY ("execution_id") REFERENCES "public"."workflow_executions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_executions" ADD CONSTRAINT "workflow_executions_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_executions_key_idx" ON "workflow_executions" USING btree ("workflow_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "workflow_executions_started_idx" ON "workflow_executions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "workflow_executions_status_idx" ON "workflow_executions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "workflows_event_idx" ON "workflows" USING btree ("trigger_event","status");--> statement-breakpoint
CREATE INDEX "workflows_next_run_idx" ON "workflows" USING btree ("next_run_at");