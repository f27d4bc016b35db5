CREATE TABLE "org_credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_uid" text NOT NULL,
	"delta" numeric(14, 3) NOT NULL,
	"balance_after" numeric(14, 3) NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"log_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_credit_ledger_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_uid" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"dashboard_password_sealed" text NOT NULL,
	"dashboard_password_hash" text NOT NULL,
	"password_version" integer DEFAULT 1 NOT NULL,
	"can_access" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_tab_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_org_admin" boolean DEFAULT false NOT NULL,
	"allow_create_agents" boolean DEFAULT false NOT NULL,
	"can_delegate_chats" boolean DEFAULT false NOT NULL,
	"hide_advanced_settings" boolean DEFAULT false NOT NULL,
	"widget_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notify_through" text DEFAULT 'all' NOT NULL,
	"notify_if" text DEFAULT 'all' NOT NULL,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"is_new_signup" boolean DEFAULT false NOT NULL,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "name" text DEFAULT 'New Organization' NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "square_photo_url" text;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "dashboard_layout" text DEFAULT 'vertical' NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "default_client_access" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "default_client_tab_order" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "disable_handoff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "allow_billing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "credits" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orgs" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "org_credit_ledger" ADD CONSTRAINT "org_credit_ledger_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_credit_ledger" ADD CONSTRAINT "org_credit_ledger_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orgs" ADD CONSTRAINT "orgs_id_workspace_unique" UNIQUE("id","workspace_uid");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_org_id_workspace_uid_orgs_id_workspace_uid_fk" FOREIGN KEY ("org_id","workspace_uid") REFERENCES "public"."orgs"("id","workspace_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_credit_ledger_org_idx" ON "org_credit_ledger" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_idx" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "clients_org_idx" ON "clients" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "clients_workspace_idx" ON "clients" USING btree ("workspace_uid");