CREATE TABLE "sandbox_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"interval" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscription_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"charged_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"total_count" integer NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"charge_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"gateway_plan_id" text NOT NULL,
	"period" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_subscription_id" text NOT NULL,
	"gateway_plan_id" text NOT NULL,
	"period" text NOT NULL,
	"total_count" integer NOT NULL,
	"base_paise" integer NOT NULL,
	"gateway_charge_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"next_charge_at" timestamp with time zone,
	"authorised_at" timestamp with time zone,
	"halted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"surname" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"dob" date NOT NULL,
	"gender" text NOT NULL,
	"city" text NOT NULL,
	"tehsil" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	"pincode" text NOT NULL,
	"address" text NOT NULL,
	"erased_at" timestamp with time zone,
	"pan" text DEFAULT '' NOT NULL,
	"donation_type" text NOT NULL,
	"updates_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_subscription_charges" ADD CONSTRAINT "sandbox_subscription_charges_subscription_id_sandbox_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."sandbox_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD CONSTRAINT "sandbox_subscriptions_plan_id_sandbox_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."sandbox_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_gateway_period_amount_unique" ON "subscription_plans" USING btree ("gateway","period","amount_paise");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_plans_gateway_plan_unique" ON "subscription_plans" USING btree ("gateway_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_receipt_id_unique" ON "subscriptions" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_gateway_subscription_unique" ON "subscriptions" USING btree ("gateway_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_subscription_idx" ON "orders" USING btree ("subscription_id");