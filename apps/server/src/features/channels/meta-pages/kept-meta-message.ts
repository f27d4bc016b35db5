import { z } from 'zod';
import { ZMetaMessagingEvent } from '../../../providers/meta-pages/graph-api.js';

/**
 * What the inbox keeps of one Instagram or Messenger message: the event, and the entry it came
 * in (the page for Messenger, the Instagram account for Instagram), which the reply goes out through.
 */
export const ZKeptMetaMessage = z.object({ entryId: z.string(), event: ZMetaMessagingEvent });
export type KeptMetaMessage = z.infer<typeof ZKeptMetaMessage>;

/**
 * A person's id on the channel is page-scoped (PSID, IGSID): the conversation is theirs with the
 * page or account they wrote to, which is where its replies go out from.
 */
export const metaChannelUserId = (entryId: string, senderId: string) => `${entryId}:${senderId}`;

export function readMetaChannelUserId(channelUserId: string): { entryId: string; senderId: string } | undefined {
  const at = channelUserId.indexOf(':');
  if (at <= 0) return undefined;
  return { entryId: channelUserId.slice(0, at), senderId: channelUserId.slice(at + 1) };
}
