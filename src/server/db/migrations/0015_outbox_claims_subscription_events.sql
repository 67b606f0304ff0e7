ALTER TABLE "mail_outbox" ADD COLUMN "claim_token" text;--> statement-breakpoint
CREATE INDEX "payment_events_subscription_idx" ON "payment_events" USING btree (("detail" ->> 'subscription'));