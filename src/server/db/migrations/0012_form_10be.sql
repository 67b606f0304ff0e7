CREATE TABLE "form_10be_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"financial_year" integer NOT NULL,
	"certificate_number" text NOT NULL,
	"identity" text NOT NULL,
	"donor_name" text NOT NULL,
	"pan" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"amount_paise" bigint NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_10bd_filings" ADD COLUMN "filed_on" date;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "certificate_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "form_10be_year_identity_unique" ON "form_10be_certificates" USING btree ("financial_year","identity");--> statement-breakpoint
CREATE UNIQUE INDEX "form_10be_number_unique" ON "form_10be_certificates" USING btree ("certificate_number");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_certificate_id_form_10be_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."form_10be_certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_certificate_unique" ON "mail_outbox" USING btree ("certificate_id") WHERE "mail_outbox"."certificate_id" is not null;