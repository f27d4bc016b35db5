CREATE TABLE "auto_recharge_settings" (
	"workspace_uid" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"threshold" integer NOT NULL,
	"amount" integer NOT NULL,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_settled_order_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_recharge_settings" ADD CONSTRAINT "auto_recharge_settings_workspace_uid_workspaces_uid_fk" FOREIGN KEY ("workspace_uid") REFERENCES "public"."workspaces"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_one_open_recharge_idx" ON "payment_orders" USING btree ("workspace_uid") WHERE kind = 'auto_recharge' and status = 'pending';