import { z } from 'zod';

/** `GET /api/{region}/public/users/{ownerId}/check-credits` (spec 000 §7 "Widget runtime"). */
export const ZCheckCredits = z.object({ continue: z.boolean(), hasEverPaid: z.boolean() });
export type CheckCredits = z.infer<typeof ZCheckCredits>;

/** `GET /api/{region}/v2/public/agents/{agentId}/usage`. */
export const ZAgentUsage = z.object({ data: z.object({ shouldContinue: z.boolean() }) });
export type AgentUsage = z.infer<typeof ZAgentUsage>;

export const ZOwnerParams = z.object({ region: z.enum(['na', 'eu']), ownerId: z.string().min(1).max(64) });

/** The widget names its agent, whose usage an agency client organisation may be paying for. */
export const ZCheckCreditsQuery = z.object({ agentId: z.string().min(1).max(64).optional() });

interface UsageInput {
  /** The workspace's credits (loadTokens). */
  balance: number;
  /** Tokens the agent has used, and its cap; a cap of 0 means no cap (spec 000 §3 maxTokensUsage default). */
  tokensUsage: number;
  maxTokensUsage: number;
}

/** Whether an agent may go on answering: credits left, and its own token cap not reached. */
export function shouldAgentContinue({ balance, tokensUsage, maxTokensUsage }: UsageInput): boolean {
  if (balance <= 0) return false;
  return maxTokensUsage <= 0 || tokensUsage < maxTokensUsage;
}
