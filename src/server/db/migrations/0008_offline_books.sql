CREATE TABLE "form_10bd_filings" (
	"financial_year" integer PRIMARY KEY NOT NULL,
	"acknowledgement" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"mode" text NOT NULL,
	"instrument_number" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"instrument_date" date,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"field" text NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "issued_receipts_order_unique";--> statement-breakpoint
DROP INDEX "mail_outbox_kind_order_unique";--> statement-breakpoint
ALTER TABLE "issued_receipts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "issued_receipts" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "issued_receipts" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "issued_receipts" ADD COLUMN "replaces_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "receipt_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offline_payments" ADD CONSTRAINT "offline_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_corrections" ADD CONSTRAINT "record_corrections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_payments_order_unique" ON "offline_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "record_corrections_order_idx" ON "record_corrections" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "issued_receipts" ADD CONSTRAINT "issued_receipts_replaces_id_issued_receipts_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."issued_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_receipts_order_idx" ON "issued_receipts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_kind_order_receipt_unique" ON "mail_outbox" USING btree ("kind","order_id","receipt_number");