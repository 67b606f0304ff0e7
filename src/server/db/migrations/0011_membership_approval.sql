ALTER TABLE "memberships" ADD COLUMN "approval" text DEFAULT 'awaiting' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "membership_number" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "approval_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "approval_decided_by" integer;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_approval_decided_by_admin_users_id_fk" FOREIGN KEY ("approval_decided_by") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_number_unique" ON "memberships" USING btree ("membership_number");--> statement-breakpoint
CREATE INDEX "memberships_approval_idx" ON "memberships" USING btree ("approval");