import { type AgentExport, withoutAgentSecrets } from '@agent-platform/core';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { getAgent } from './get-agent.js';

/**
 * The export file's contents: the agent as a template, without what ties it to this agent and
 * workspace, nor its secrets (a template is shared; an import asks for none).
 */
export async function exportAgent(regions: Regions, box: SecretBox, access: AgentAccess): Promise<AgentExport> {
  const { agent } = await getAgent(regions, box, access);
  const { ID, ownerID, SECRET_API_KEY, ...agentTemplate } = agent;
  return { agentTemplate: withoutAgentSecrets(agentTemplate) };
}
