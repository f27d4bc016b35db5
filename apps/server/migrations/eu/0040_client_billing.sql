CREATE TABLE "org_payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_uid" text NOT NULL,
	"kind" text NOT NULL,
	"credits" numeric(14, 3) NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"status" text NOT NULL,
	"provider_payment_id" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD COLUMN "application_fee_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "org_payment_orders" ADD CONSTRAINT "org_payment_orders_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_payment_orders" ADD CONSTRAINT "org_payment_orders_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_payment_orders_org_idx" ON "org_payment_orders" USING btree ("org_id","created_at");