import { type AgentCap, hasRoomFor } from '../billing/agent-cap.js';

/** Spec 001 §5: WORKSPACE_SEATS, the seats every workspace has before a custom plan adds its own. */
export const WORKSPACE_SEATS = 2;

/** Limits of the free plan (spec 002 "Free defaults"). */
export const FREE_PLAN_LIMITS = {
  maxAgents: 2,
  maxConcurrentCalls: 10,
  maxClients: 2,
  workspaceSeats: WORKSPACE_SEATS,
  twilioPhoneNumberSlots: 0,
} as const;

/**
 * Credits a new workspace starts with. The spec names no figure; 1000 keeps a new
 * owner above the 500-credit line at which the Upgrade Plan button appears.
 */
export const STARTING_CREDITS = 1000;

export const WORKSPACE_UID_LENGTH = 15;
export const WORKSPACE_SECRET_LENGTH = 20;
export const PERSONAL_WORKSPACE_PREFIX = 'Personal';

/** Spec 002: creating an agent is blocked when the count reaches the plan's agent maximum. */
export const agentLimitMessage = (max: AgentCap) =>
  `You have reached the maximum number of agents (${max}) for your current subscription plan. Please upgrade to add more agents.`;

/** Whether the workspace has no room for another agent: the dashboard says so before anyone fills in a form. */
export const agentLimitReached = (agentCount: number, maxAgents: AgentCap) => !hasRoomFor(agentCount, maxAgents);

/** The agency's client users the plan allows: clientSeats, or the deprecated maxClients where a plan predates it. */
export const clientSeatsOf = (limits: { clientSeats?: number | undefined; maxClients: number }) =>
  limits.clientSeats ?? limits.maxClients;

/** Spec 002 §3.4 clientSeats: adding a client beyond them is refused, in the words of the agent limit. */
export const clientLimitMessage = (max: number) =>
  `You have reached the maximum number of clients (${max}) for your current subscription plan. Please upgrade to add more clients.`;
