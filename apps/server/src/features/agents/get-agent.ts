import { eq } from 'drizzle-orm';
import { agentNotFound } from '../../platform/auth/agent-key.js';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents } from '../../platform/db/schema/index.js';
import { toAgent } from './to-agent.js';
import { withoutSecrets } from './without-secrets.js';

export async function getAgent(regions: Regions, box: SecretBox, access: AgentAccess) {
  const [row] = await regions.db(access.region).select().from(agents).where(eq(agents.id, access.agentId)).limit(1);
  if (!row) throw agentNotFound();
  const agent = toAgent(row, box);
  return {
    agent: access.principal === 'client' ? withoutSecrets(agent) : agent,
    region: access.region,
    workspaceUid: row.workspaceUid,
  };
}
