import { AGENT_TITLE_MAX_LENGTH, type Agent, type AgentExport, type Region } from '@agent-platform/core';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { insertAgent, newAgentId, newAgentSecretKey } from './insert-agent.js';
import { forgetAgentList } from './list-agents.js';
import { unixNow } from './unix-now.js';

/**
 * A new agent made from an existing document: duplicate and import. It gets its own ID and
 * SECRET_API_KEY and belongs to `workspaceUid`; the plan's agent maximum applies.
 */
export async function copyAgent(
  regions: Regions,
  box: SecretBox,
  caches: ReadCaches,
  region: Region,
  workspaceUid: string,
  source: AgentExport['agentTemplate'],
  title = source.title,
) {
  const agent: Agent = {
    ...source,
    title: title.slice(0, AGENT_TITLE_MAX_LENGTH),
    ID: newAgentId(),
    ownerID: workspaceUid,
    SECRET_API_KEY: newAgentSecretKey(),
    lastModified: unixNow(),
    starred: false,
  };
  await regions.db(region).transaction((tx) => insertAgent(tx, box, workspaceUid, agent));
  await forgetAgentList(caches, region, workspaceUid);
  return { agentCreated: { ID: agent.ID } };
}
