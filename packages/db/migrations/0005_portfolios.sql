CREATE TABLE "portfolio_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"portfolio_id" text NOT NULL,
	"seq" bigserial NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"symbol" text,
	"shares" bigint,
	"price" double precision,
	"amount" double precision,
	"ratio" double precision,
	"fee" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"premium" integer DEFAULT 0 NOT NULL,
	"day_trade" boolean DEFAULT false NOT NULL,
	"note" text,
	"source" text NOT NULL,
	"analysis_id" text,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"track_cash" boolean DEFAULT false NOT NULL,
	"fee_discount" double precision DEFAULT 1 NOT NULL,
	"minimum_fee" integer DEFAULT 20 NOT NULL,
	"odd_lot_minimum_fee" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolio_transactions_fingerprint_idx" ON "portfolio_transactions" USING btree ("portfolio_id","fingerprint");--> statement-breakpoint
CREATE INDEX "portfolio_transactions_order_idx" ON "portfolio_transactions" USING btree ("portfolio_id","date","seq");--> statement-breakpoint
CREATE INDEX "portfolios_user_idx" ON "portfolios" USING btree ("user_id","created_at");