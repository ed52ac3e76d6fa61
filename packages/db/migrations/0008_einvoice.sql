CREATE TABLE "einvoice_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"einvoice_id" text NOT NULL,
	"refund_id" text NOT NULL,
	"kind" text,
	"amount" integer NOT NULL,
	"full" boolean NOT NULL,
	"status" text NOT NULL,
	"allowance_number" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"refunded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "einvoice_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"carrier_number" text,
	"love_code" text,
	"tax_id" text,
	"company_name" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "einvoice_standin_invoices" (
	"invoice_number" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"relate_number" text NOT NULL,
	"invoice_date" text NOT NULL,
	"random_number" text NOT NULL,
	"sales_amount" integer NOT NULL,
	"remaining_amount" integer NOT NULL,
	"request" jsonb NOT NULL,
	"invalid_at" text,
	"allowances" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "einvoices" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"item_name" text NOT NULL,
	"status" text NOT NULL,
	"destination" jsonb,
	"invoice_number" text,
	"invoice_date" timestamp with time zone,
	"random_number" text,
	"test_mode" boolean DEFAULT true NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "einvoice_adjustments" ADD CONSTRAINT "einvoice_adjustments_einvoice_id_einvoices_id_fk" FOREIGN KEY ("einvoice_id") REFERENCES "public"."einvoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoice_preferences" ADD CONSTRAINT "einvoice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_adjustments_refund_unique" ON "einvoice_adjustments" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "einvoice_adjustments_status_idx" ON "einvoice_adjustments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoice_standin_relate_unique" ON "einvoice_standin_invoices" USING btree ("merchant_id","relate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_order_unique" ON "einvoices" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "einvoices_user_idx" ON "einvoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "einvoices_status_idx" ON "einvoices" USING btree ("status","created_at");