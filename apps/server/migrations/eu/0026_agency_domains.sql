CREATE TABLE "agency_domains" (
	"workspace_uid" text NOT NULL,
	"kind" text NOT NULL,
	"domain" text NOT NULL,
	"verification_token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"live_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dns_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"workspace_uid" text NOT NULL,
	"agency_name" text NOT NULL,
	"user_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whitelabel_trials" (
	"workspace_uid" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agency_domains" ADD CONSTRAINT "agency_domains_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dns_reminders" ADD CONSTRAINT "dns_reminders_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whitelabel_trials" ADD CONSTRAINT "whitelabel_trials_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agency_domains_one_per_kind_idx" ON "agency_domains" USING btree ("workspace_uid","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_domains_domain_idx" ON "agency_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "dns_reminders_workspace_idx" ON "dns_reminders" USING btree ("workspace_uid");