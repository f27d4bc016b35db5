ALTER TABLE "workspaces" ADD COLUMN "is_agent_onboarding_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Workspaces made before the wizard existed belong to owners already past onboarding.
UPDATE "workspaces" SET "is_agent_onboarding_done" = true;