import { z } from 'zod';
import { ZAgentCap } from '../billing/agent-cap.js';
import { PLAN_LIMITABLE_CHANNELS } from '../channels/channel-plan.js';
import { ZRegion } from '../regions.js';
import { nameText, recordId } from '../text.js';
import { ZWorkspaceRole } from './permissions.js';

export const ZWorkspaceLimits = z.object({
  /** A number or 'infinity' (spec 002 §3.4): Whitelabel and Enterprise lift the cap. */
  maxAgents: ZAgentCap,
  maxConcurrentCalls: z.number().int().nonnegative(),
  maxClients: z.number().int().nonnegative(),
  workspaceSeats: z.number().int().nonnegative(),
  twilioPhoneNumberSlots: z.number().int().nonnegative(),
  /** Client users the agency may add (spec 002 §3.4); absent: maxClients. */
  clientSeats: z.number().int().nonnegative().optional(),
  /** Credits the plan includes each month (spec 002 §3.4); written by billing from the plan. */
  maxMonthlyCredits: z.number().int().nonnegative().optional(),
  /** Characters of knowledge the workspace's agents may hold together (spec 002 §3.4); absent: the default. */
  maxKbDocsCharCount: z.number().int().nonnegative().optional(),
  /** The plan's messaging channels (spec 000 §6); absent: all of them. */
  channels: z.array(z.enum(PLAN_LIMITABLE_CHANNELS)).optional(),
});
export type WorkspaceLimits = z.infer<typeof ZWorkspaceLimits>;

/** A workspace as its members see it. The secret is never part of it. */
export const ZWorkspace = z.object({
  uid: z.string(),
  region: ZRegion,
  workspaceName: z.string(),
  workspaceEmails: z.array(z.string()),
  workspacePhotoURL: z.string().nullable(),
  ownerId: z.string(),
  /** Its owner's personal workspace, made at their first sign-in: it cannot be deleted. */
  isPersonal: z.boolean(),
  joinedAt: z.string(),
  loadTokens: z.number(),
  hasSubscription: z.boolean(),
  limits: ZWorkspaceLimits,
  role: ZWorkspaceRole,
  /** Spec 002 §3.6 internal.isAgentOnboardingDone: its owner finished or skipped the onboarding wizard (§2.13). */
  isAgentOnboardingDone: z.boolean(),
});
export type Workspace = z.infer<typeof ZWorkspace>;

export const ZOnboardingBody = z.strictObject({ region: ZRegion });
export type OnboardingBody = z.infer<typeof ZOnboardingBody>;

export const ZWorkspaceParams = z.object({ region: ZRegion, uid: recordId() });

export const ZWorkspaceSecret = z.object({ workspaceSecret: z.string() });

export const WORKSPACE_NAME_MAX_LENGTH = 100;

export const ZWorkspaceName = nameText('Workspace name', { error: 'Please enter a workspace name.' })
  .trim()
  .min(1, 'Please enter a workspace name.')
  .max(WORKSPACE_NAME_MAX_LENGTH, `Workspace name must be at most ${WORKSPACE_NAME_MAX_LENGTH} characters.`);

/** Body of the workspace save (spec 002: POST /v2/workspaces/{uid} with {workspaceName}). */
export const ZWorkspaceUpdateBody = z.strictObject({ workspaceName: ZWorkspaceName });
export type WorkspaceUpdateBody = z.infer<typeof ZWorkspaceUpdateBody>;

/** The people of a workspace, for picking one (delegating a conversation). */
export const ZWorkspaceMembers = z.object({
  members: z.array(z.object({ email: z.string(), role: ZWorkspaceRole })),
});
export type WorkspaceMembers = z.infer<typeof ZWorkspaceMembers>;
