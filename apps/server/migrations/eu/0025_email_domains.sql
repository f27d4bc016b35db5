CREATE TABLE "email_domains" (
	"workspace_uid" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"dkim_selector" text NOT NULL,
	"dkim_private_key_encrypted" text NOT NULL,
	"dkim_public_key" text NOT NULL,
	"record_checks" jsonb,
	"problem" text,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_domains" ADD CONSTRAINT "email_domains_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;