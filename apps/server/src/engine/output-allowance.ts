import { LRUCache } from 'lru-cache';

/** How far above the longest recent answer an agent's next answer is expected to stay. */
const HEADROOM = 1.5;
/** Each answer lowers the remembered longest by this factor before comparing, so one long answer fades. */
const DECAY = 0.95;

/** The longest recent answer of each agent, in output tokens, as this process has seen them. */
const longest = new LRUCache<string, number>({ max: 10_000 });

/**
 * The output tokens to reserve credits for: `vg_maxTokens` until the agent has answered, then
 * half again its longest recent answer. Reserving the full `vg_maxTokens` each time would let
 * only a handful of answers run at once on a small balance; an answer that runs over is still
 * charged, from what no other answer has reserved.
 */
export function outputAllowance(agentId: string, maxTokens: number): number {
  const seen = longest.get(agentId);
  return seen === undefined ? maxTokens : Math.min(maxTokens, Math.ceil(seen * HEADROOM) + 16);
}

export function recordOutput(agentId: string, outputTokens: number): void {
  longest.set(agentId, Math.max(outputTokens, (longest.get(agentId) ?? 0) * DECAY));
}
