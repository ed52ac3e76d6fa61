CREATE TABLE "personality_results" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"risk_tolerance" integer NOT NULL,
	"emotional_control" integer NOT NULL,
	"analytical_thinking" integer NOT NULL,
	"market_sensitivity" integer NOT NULL,
	"long_term_vision" integer NOT NULL,
	"discipline_score" integer NOT NULL,
	"percentile" real,
	"sample_size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "personality_results_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "personality_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"pending_question_id" text,
	"rechecked" jsonb NOT NULL,
	"recheck_rule" text,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_tickets_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "personality_results" ADD CONSTRAINT "personality_results_session_id_personality_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."personality_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personality_results" ADD CONSTRAINT "personality_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personality_sessions" ADD CONSTRAINT "personality_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personality_results_user_idx" ON "personality_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "personality_sessions_user_idx" ON "personality_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "faq_entries_category_idx" ON "faq_entries" USING btree ("category","position");--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" USING btree ("status","created_at");