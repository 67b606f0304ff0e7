CREATE TABLE "issued_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"receipt_number" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"pan" text DEFAULT '' NOT NULL,
	"urn_80g" text DEFAULT '' NOT NULL,
	"approved_80g_on" date,
	"valid_80g_from" date,
	"valid_80g_until" date,
	"registration_12ab" text DEFAULT '' NOT NULL,
	"registered_address" text DEFAULT '' NOT NULL,
	"signatory_name" text DEFAULT '' NOT NULL,
	"signatory_designation" text DEFAULT '' NOT NULL,
	"signature_png" "bytea",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "issued_receipts" ADD CONSTRAINT "issued_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_receipts_order_unique" ON "issued_receipts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_receipts_number_unique" ON "issued_receipts" USING btree ("receipt_number");