CREATE TABLE "client_one_time_secrets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_uid" text NOT NULL,
	"email" text NOT NULL,
	"client_id" text,
	"purpose" text NOT NULL,
	"secret_hash" text NOT NULL,
	"name" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_one_time_secrets" ADD CONSTRAINT "client_one_time_secrets_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_one_time_secrets" ADD CONSTRAINT "client_one_time_secrets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_one_time_secrets_email_idx" ON "client_one_time_secrets" USING btree ("workspace_uid","email","purpose");--> statement-breakpoint
CREATE INDEX "client_one_time_secrets_hash_idx" ON "client_one_time_secrets" USING btree ("secret_hash");