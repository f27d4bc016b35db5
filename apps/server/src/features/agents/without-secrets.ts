import type { Agent } from '@agent-platform/core';

/**
 * The agent as an agency's client reads it: the keys and tokens that let someone act as the
 * agent or its channels stay with the workspace.
 */
export function withoutSecrets(agent: Agent): Omit<Agent, 'SECRET_API_KEY'> & { SECRET_API_KEY: string } {
  const { whatsappToken, instagramAccessToken, gcloudPrivateKey, ...rest } = agent;
  return {
    ...rest,
    SECRET_API_KEY: '',
    ...(agent.flowise ? { flowise: { webhookUrl: agent.flowise.webhookUrl } } : {}),
  };
}
