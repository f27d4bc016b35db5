ALTER TABLE "orgs" ADD COLUMN "held_credits" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "held_credits" numeric(14, 3) DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Reservations taken before this column existed: what each payer holds is the sum of its rows.
UPDATE "workspaces" SET "held_credits" = r.credits FROM (SELECT "workspace_uid", sum("credits") AS credits FROM "credit_reservations" WHERE "org_id" IS NULL GROUP BY "workspace_uid") r WHERE "workspaces"."uid" = r."workspace_uid";--> statement-breakpoint
UPDATE "orgs" SET "held_credits" = r.credits FROM (SELECT "org_id", sum("credits") AS credits FROM "credit_reservations" WHERE "org_id" IS NOT NULL GROUP BY "org_id") r WHERE "orgs"."id" = r."org_id";
