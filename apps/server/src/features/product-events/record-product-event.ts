import type { Region } from '@agent-platform/core';
import type { Regions } from '../../platform/db/regions.js';
import { productEvents } from '../../platform/db/schema/index.js';

/**
 * The product events of spec 000 §7 that the channels raise: the notification webhook for a new
 * channel connection (agentId, agentType, channelType), and the analytics events channels_viewed
 * and whatsapp_channel_added. No events mechanism delivers them yet, so they are recorded for it.
 */
export type ProductEvent =
  | {
      name: 'new_channel_connection';
      payload: { agentId: string; agentType: string; channelType: 'instagram' | 'messenger' | 'discord' | 'telegram' };
    }
  | { name: 'channels_viewed'; payload: { agentId: string } }
  | {
      name: 'whatsapp_channel_added';
      payload: { agentId: string; agentType: string; channelType: 'whatsapp'; channelId: string };
    };

export async function recordProductEvent(
  regions: Regions,
  region: Region,
  workspaceUid: string,
  event: ProductEvent,
): Promise<void> {
  await regions.db(region).insert(productEvents).values({ workspaceUid, name: event.name, payload: event.payload });
}
