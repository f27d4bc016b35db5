import { type Agent, withoutAgentSecrets } from '@agent-platform/core';

/**
 * The agent as an agency's client reads it: its own key (which acts as the agent through the
 * API) and its channels' credentials stay with the workspace.
 */
export function withoutSecrets(agent: Agent): Omit<Agent, 'SECRET_API_KEY'> & { SECRET_API_KEY: string } {
  return { ...withoutAgentSecrets(agent), SECRET_API_KEY: '' };
}
