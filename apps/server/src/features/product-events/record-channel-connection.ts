import { eq, sql } from 'drizzle-orm';
import type { AgentAccess } from '../../platform/auth/principals.js';
import { agents } from '../../platform/db/schema/index.js';
import { type EmitDeps, emitWorkspaceEvent } from '../events/index.js';
import { recordProductEvent } from './record-product-event.js';

/**
 * A channel was connected to an agent: the new-channel-connection notification (spec 000 §7), or
 * for WhatsApp its own analytics event, with the agent's platform as its type; and the workspace's
 * `channel_connected` event.
 */
export async function recordChannelConnection(
  deps: EmitDeps,
  access: AgentAccess,
  connection:
    | { channelType: 'instagram' | 'messenger' | 'discord' | 'telegram' }
    | { channelType: 'whatsapp'; channelId: string },
): Promise<void> {
  const [agent] = await deps.regions
    .db(access.region)
    .select({ platform: sql<string | null>`${agents.doc}->>'agentPlatform'` })
    .from(agents)
    .where(eq(agents.id, access.agentId));
  const common = { agentId: access.agentId, agentType: agent?.platform ?? 'vg' };
  await recordProductEvent(
    deps.regions,
    access.region,
    access.workspaceUid,
    connection.channelType === 'whatsapp'
      ? { name: 'whatsapp_channel_added', payload: { ...common, ...connection } }
      : { name: 'new_channel_connection', payload: { ...common, channelType: connection.channelType } },
  );
  await emitWorkspaceEvent(deps, access.region, access.workspaceUid, 'channel_connected', {
    ...common,
    ...connection,
  });
}
