CREATE TABLE "org_notification_seen" (
	"notification_id" text NOT NULL,
	"client_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_notification_seen_notification_id_client_id_pk" PRIMARY KEY("notification_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "org_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" text NOT NULL,
	"workspace_uid" text NOT NULL,
	"agent_id" text NOT NULL,
	"level" smallint NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url_pathname" text NOT NULL,
	"notify_only" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "org_notification_seen" ADD CONSTRAINT "org_notification_seen_notification_id_org_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."org_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_notification_seen" ADD CONSTRAINT "org_notification_seen_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_notifications" ADD CONSTRAINT "org_notifications_org_id_workspace_uid_orgs_id_workspace_uid_fk" FOREIGN KEY ("org_id","workspace_uid") REFERENCES "public"."orgs"("id","workspace_uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_notifications_org_level_idx" ON "org_notifications" USING btree ("org_id","level","created_at" desc);