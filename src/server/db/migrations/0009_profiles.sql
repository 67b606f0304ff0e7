CREATE TABLE "profile_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"record_a" text NOT NULL,
	"record_b" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
DROP INDEX "mail_outbox_kind_order_receipt_unique";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "to_address" text;--> statement-breakpoint
CREATE INDEX "profile_links_record_a_idx" ON "profile_links" USING btree ("record_a");--> statement-breakpoint
CREATE INDEX "profile_links_record_b_idx" ON "profile_links" USING btree ("record_b");--> statement-breakpoint
CREATE INDEX "donations_pan_norm_idx" ON "donations" USING btree (upper(btrim("pan")));--> statement-breakpoint
CREATE INDEX "donations_email_norm_idx" ON "donations" USING btree (lower(btrim("email")));--> statement-breakpoint
CREATE INDEX "donations_mobile_norm_idx" ON "donations" USING btree (right(regexp_replace("mobile", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "memberships_email_norm_idx" ON "memberships" USING btree (lower(btrim("email")));--> statement-breakpoint
CREATE INDEX "memberships_mobile_norm_idx" ON "memberships" USING btree (right(regexp_replace("mobile", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE INDEX "subscriptions_pan_norm_idx" ON "subscriptions" USING btree (upper(btrim("pan")));--> statement-breakpoint
CREATE INDEX "subscriptions_email_norm_idx" ON "subscriptions" USING btree (lower(btrim("email")));--> statement-breakpoint
CREATE INDEX "subscriptions_mobile_norm_idx" ON "subscriptions" USING btree (right(regexp_replace("mobile", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_kind_order_receipt_unique" ON "mail_outbox" USING btree ("kind","order_id","receipt_number") WHERE "mail_outbox"."to_address" is null;