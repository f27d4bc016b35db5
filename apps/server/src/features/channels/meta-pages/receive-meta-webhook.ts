import type { MessagingChannel } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Regions } from '../../../platform/db/regions.js';
import { metaPages } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import type { WebhookInbox } from '../../../platform/inbox/index.js';
import { isMetaSignatureValid } from '../../../providers/meta/signature.js';
import { ZMetaMessagingEvent, ZMetaWebhookDelivery } from '../../../providers/meta-pages/graph-api.js';
import type { KeptMetaMessage } from './kept-meta-message.js';

/** The webhook objects of the page channels: Messenger's pages and Instagram's accounts. */
const CHANNEL_OF_OBJECT = new Map<string, 'messenger' | 'instagram'>([
  ['page', 'messenger'],
  ['instagram', 'instagram'],
]);

/**
 * A delivery to the platform's Meta app webhook. It counts only when X-Hub-Signature-256 is the
 * app secret's signature of the raw body (403 otherwise, and nothing is kept). Each text message
 * a person sent to a connected page (Messenger) or its Instagram account is kept in the inbox,
 * under its mid, before Meta is answered; the inbox's workers answer it. The same message delivered again is
 * kept and answered once; echoes of the page's own messages, and anything else, are taken and dropped.
 */
export async function receiveMetaWebhook(
  deps: { regions: Regions; inbox: WebhookInbox; config: { providers: { meta: { appSecret?: string | undefined } } } },
  rawBody: Buffer | undefined,
  signature: string | undefined,
  body: unknown,
): Promise<void> {
  const secret = deps.config.providers.meta.appSecret;
  if (!secret || !rawBody || !isMetaSignatureValid(secret, rawBody, signature)) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'This delivery is not signed by Meta.');
  }
  const delivery = ZMetaWebhookDelivery.safeParse(body);
  const channel = delivery.success ? CHANNEL_OF_OBJECT.get(delivery.data.object) : undefined;
  if (!delivery.success || !channel) return;
  const keeping: Promise<void>[] = [];
  for (const entry of delivery.data.entry) {
    const messages = (entry.messaging ?? []).flatMap((raw) => {
      const event = ZMetaMessagingEvent.safeParse(raw);
      const message = event.success ? event.data.message : undefined;
      if (!event.success || !message?.text?.trim() || message.is_echo) return [];
      // The page's (or account's) own messages are not the agent's to answer.
      return event.data.sender.id === entry.id ? [] : [{ mid: message.mid, event: event.data }];
    });
    if (messages.length === 0) continue;
    const owner = await connectedAgent(deps.regions, channel, entry.id);
    if (!owner) continue;
    for (const { mid, event } of messages) {
      const payload: KeptMetaMessage = { entryId: entry.id, event };
      const kept = { provider: channel, eventId: mid, agentId: owner.agentId, rawBody: JSON.stringify(payload) };
      keeping.push(deps.inbox.keep(owner.region, kept));
    }
  }
  await Promise.all(keeping);
}

/**
 * The agent a page (or the Instagram account linked to it) is connected to. Meta calls one
 * webhook for the whole app, so the page may be in either region's database.
 */
async function connectedAgent(regions: Regions, channel: MessagingChannel, entryId: string) {
  const column = channel === 'instagram' ? metaPages.igPageId : metaPages.pageId;
  const found = await regions.askEveryRegion((db) =>
    db.select({ agentId: metaPages.agentId }).from(metaPages).where(eq(column, entryId)).limit(1),
  );
  for (const { region, value } of found) {
    const [page] = value;
    if (page) return { region, agentId: page.agentId };
  }
  return undefined;
}
