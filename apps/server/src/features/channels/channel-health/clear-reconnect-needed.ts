import type { MessagingChannel, Region } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { Regions } from '../../../platform/db/regions.js';
import { channelHealth } from '../../../platform/db/schema/index.js';

/** A channel connected again is healthy again: its 'Reconnect needed' mark goes. */
export async function clearReconnectNeeded(
  regions: Regions,
  region: Region,
  agentId: string,
  channel: MessagingChannel,
): Promise<void> {
  await regions
    .db(region)
    .delete(channelHealth)
    .where(and(eq(channelHealth.agentId, agentId), eq(channelHealth.channel, channel)));
}
