ALTER TABLE "site_settings" ADD COLUMN "bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "form_10ac_url" text DEFAULT '' NOT NULL;