import { z } from 'zod';

/** Spec 002 §3.4: maxAgents is a number or infinity; JSON has no Infinity, so the word stands for it. */
export const UNLIMITED = 'infinity';
export const ZAgentCap = z.union([z.number().int().nonnegative(), z.literal(UNLIMITED)]);
export type AgentCap = z.infer<typeof ZAgentCap>;

/** Whether one more can be added under a cap that may be unlimited. */
export const hasRoomFor = (count: number, cap: AgentCap) => cap === UNLIMITED || count < cap;
