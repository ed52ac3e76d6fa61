CREATE TABLE "payuni_sandbox_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"hash_key" text NOT NULL,
	"hash_iv" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payuni_sandbox_refunds" (
	"refund_no" text PRIMARY KEY NOT NULL,
	"mer_trade_no" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_pending_per_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "refund_locked_at";