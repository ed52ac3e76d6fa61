CREATE TABLE "market_daily_bars" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"change" double precision,
	"volume" bigint NOT NULL,
	"value" bigint,
	"transactions" integer,
	"adj_factor" double precision DEFAULT 1 NOT NULL,
	"source" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "market_daily_bars_symbol_date_pk" PRIMARY KEY("symbol","date")
);
--> statement-breakpoint
CREATE TABLE "market_dividends" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"previous_close" double precision NOT NULL,
	"reference_price" double precision NOT NULL,
	"cash_dividend" double precision,
	"stock_dividend" double precision,
	"source" text NOT NULL,
	CONSTRAINT "market_dividends_symbol_date_pk" PRIMARY KEY("symbol","date")
);
--> statement-breakpoint
CREATE TABLE "market_index_values" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"open" double precision,
	"high" double precision,
	"low" double precision,
	"close" double precision NOT NULL,
	"change" double precision,
	"change_percent" double precision,
	"source" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	CONSTRAINT "market_index_values_symbol_date_pk" PRIMARY KEY("symbol","date")
);
--> statement-breakpoint
CREATE TABLE "market_institutional_flows" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"foreign_net" bigint NOT NULL,
	"trust_net" bigint NOT NULL,
	"dealer_net" bigint NOT NULL,
	"total_net" bigint NOT NULL,
	"source" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "market_institutional_flows_symbol_date_pk" PRIMARY KEY("symbol","date")
);
--> statement-breakpoint
CREATE TABLE "market_margin_balances" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"margin_balance" bigint NOT NULL,
	"short_balance" bigint NOT NULL,
	"source" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "market_margin_balances_symbol_date_pk" PRIMARY KEY("symbol","date")
);
--> statement-breakpoint
CREATE TABLE "market_monthly_revenue" (
	"symbol" text NOT NULL,
	"month" text NOT NULL,
	"revenue" bigint NOT NULL,
	"yoy_percent" double precision,
	"mom_percent" double precision,
	"source" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "market_monthly_revenue_symbol_month_pk" PRIMARY KEY("symbol","month")
);
--> statement-breakpoint
CREATE TABLE "market_quotes" (
	"symbol" text PRIMARY KEY NOT NULL,
	"price" double precision NOT NULL,
	"open" double precision,
	"high" double precision,
	"low" double precision,
	"previous_close" double precision,
	"change" double precision,
	"change_percent" double precision,
	"volume" bigint,
	"limit_up" double precision,
	"limit_down" double precision,
	"source" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_securities" (
	"symbol" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"market" text NOT NULL,
	"exchange" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"isin" text,
	"industry" text,
	"sector" text,
	"kind" text NOT NULL,
	"listed_on" date,
	"currency" text NOT NULL,
	"shares_outstanding" bigint,
	"popularity" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_security_status" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"until" date,
	"source" text NOT NULL,
	CONSTRAINT "market_security_status_symbol_date_kind_pk" PRIMARY KEY("symbol","date","kind")
);
--> statement-breakpoint
CREATE TABLE "market_valuations" (
	"symbol" text NOT NULL,
	"date" date NOT NULL,
	"pe_ratio" double precision,
	"dividend_yield" double precision,
	"pb_ratio" double precision,
	"source" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "market_valuations_symbol_date_pk" PRIMARY KEY("symbol","date")
);
--> statement-breakpoint
CREATE TABLE "stock_search_history" (
	"user_id" text NOT NULL,
	"symbol" text NOT NULL,
	"market" text NOT NULL,
	"name" text NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_search_history_user_id_symbol_market_pk" PRIMARY KEY("user_id","symbol","market")
);
--> statement-breakpoint
ALTER TABLE "stock_search_history" ADD CONSTRAINT "stock_search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_securities_market_idx" ON "market_securities" USING btree ("market");--> statement-breakpoint
CREATE INDEX "stock_search_history_recent_idx" ON "stock_search_history" USING btree ("user_id","searched_at");