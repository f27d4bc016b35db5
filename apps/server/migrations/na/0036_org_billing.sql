CREATE TABLE "org_auto_recharge" (
	"org_id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"enabled" boolean NOT NULL,
	"threshold" integer NOT NULL,
	"amount" integer NOT NULL,
	"monthly_limit" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_uid" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"credits_granted" numeric(14, 3) DEFAULT 0 NOT NULL,
	"platform_fee_cents" integer DEFAULT 0 NOT NULL,
	"provider_payment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_payments_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "org_subscriptions" (
	"org_id" text PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"plan_id" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"limits" jsonb NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "credit_reservations" ADD COLUMN "org_id" text;--> statement-breakpoint
ALTER TABLE "org_credit_ledger" ADD COLUMN "caused_by" text;--> statement-breakpoint
ALTER TABLE "org_credit_ledger" ADD COLUMN "agent_id" text;--> statement-breakpoint
ALTER TABLE "org_credit_ledger" ADD COLUMN "feature_key" text;--> statement-breakpoint
ALTER TABLE "org_auto_recharge" ADD CONSTRAINT "org_auto_recharge_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_auto_recharge" ADD CONSTRAINT "org_auto_recharge_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_payments" ADD CONSTRAINT "org_payments_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_payments" ADD CONSTRAINT "org_payments_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_subscriptions" ADD CONSTRAINT "org_subscriptions_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_subscriptions" ADD CONSTRAINT "org_subscriptions_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_payments_org_idx" ON "org_payments" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "org_subscriptions_workspace_idx" ON "org_subscriptions" USING btree ("workspace_uid");--> statement-breakpoint
ALTER TABLE "credit_reservations" ADD CONSTRAINT "credit_reservations_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_reservations_org_idx" ON "credit_reservations" USING btree ("org_id","expires_at");