import { MASKED_SECRET } from '../tools/contracts.js';
import type { Agent } from './agent.js';

/**
 * Every credential of the agent document (spec 002 §3.1), as dot paths. The server stores them
 * sealed, answers only MASKED_SECRET in their place, and leaves them out of exports and versions.
 * A new credential field of the agent belongs here, and nowhere else.
 */
export const AGENT_SECRET_FIELDS = [
  'whatsappToken',
  'instagramAccessToken',
  'gcloudPrivateKey',
  'flowise.webhookSecret',
] as const satisfies readonly AgentSecretPath[];
export type AgentSecretField = (typeof AGENT_SECRET_FIELDS)[number];

type AgentSecretPath =
  | { [K in keyof Agent]: Agent[K] extends string | undefined ? K : never }[keyof Agent]
  | `flowise.${keyof NonNullable<Agent['flowise']>}`;

/** What the API answers in place of a saved agent secret; sent back unchanged, the saved secret stays. */
export const MASKED_AGENT_SECRET = MASKED_SECRET;

/** The text at a secret's path, or undefined when it is absent (or not text). */
export function agentSecretAt(agent: object, field: AgentSecretField): string | undefined {
  let current: unknown = agent;
  for (const key of field.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return typeof current === 'string' ? current : undefined;
}

/**
 * A copy of `agent` with the secret at `field` set to `value`, or removed when `value` is
 * undefined; parent objects are copied, never changed in place, and created only to hold a value.
 */
export function withAgentSecret<T extends object>(agent: T, field: AgentSecretField, value: string | undefined): T {
  const [head, ...rest] = field.split('.') as [string, ...string[]];
  const record = agent as Record<string, unknown>;
  if (rest.length === 0) {
    const { [head]: _old, ...others } = record;
    return (value === undefined ? others : { ...others, [head]: value }) as T;
  }
  const parent = record[head];
  if (value === undefined && (typeof parent !== 'object' || parent === null)) return agent;
  const inner = typeof parent === 'object' && parent !== null ? parent : {};
  return { ...record, [head]: withAgentSecret(inner, rest.join('.') as AgentSecretField, value) } as T;
}

/** The agent with each saved secret replaced by MASKED_AGENT_SECRET: how every answer of the API shows it. */
export function maskAgentSecrets<T extends object>(agent: T): T {
  return AGENT_SECRET_FIELDS.reduce(
    (masked, field) => (agentSecretAt(masked, field) ? withAgentSecret(masked, field, MASKED_AGENT_SECRET) : masked),
    agent,
  );
}

/** The agent without any of its secrets: an export file or a version snapshot. */
export function withoutAgentSecrets<T extends object>(agent: T): T {
  return AGENT_SECRET_FIELDS.reduce((bare, field) => withAgentSecret(bare, field, undefined), agent);
}
