import { findTemplate, newAgent, type Region, type ZCreateAgentBody } from '@agent-platform/core';
import type { z } from 'zod';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { insertAgent, newAgentId, newAgentSecretKey } from './insert-agent.js';
import { forgetAgentList } from './list-agents.js';
import { unixNow } from './unix-now.js';

/**
 * The New Agent drawer's Create (spec 000 convertAgentTemplateToAgent): the new-agent defaults,
 * then the chosen template's body on top, written in one transaction.
 */
export async function createAgent(
  regions: Regions,
  box: SecretBox,
  caches: ReadCaches,
  region: Region,
  workspaceUid: string,
  body: z.output<typeof ZCreateAgentBody>,
  /** An agency's client creating it: the agent becomes one of its agents. */
  forClient?: string,
) {
  const template = findTemplate(body.agentTemplate);
  const agent = {
    ...newAgent({
      id: newAgentId(),
      secretKey: newAgentSecretKey(),
      title: body.agentName,
      ownerID: workspaceUid,
      agentPlatform: body.agentPlatform,
      colorScheme: body.colorScheme,
      now: unixNow(),
    }),
    ...template?.body,
    // Spec 000 §4: picking a template turns nodes on.
    enableNodes: true,
  };
  await regions.db(region).transaction((tx) => insertAgent(tx, box, workspaceUid, agent, forClient));
  await forgetAgentList(caches, region, workspaceUid);
  return { agentCreated: { ID: agent.ID } };
}
