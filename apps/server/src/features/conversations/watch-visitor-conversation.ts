import type { Region, VisitorLiveEvent } from '@agent-platform/core';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, messages } from '../../platform/db/schema/index.js';
import type { ConversationChanges } from './conversation-changes.js';
import { toTranscriptMessage } from './conversation-summary.js';

/**
 * Follows one conversation for its visitor: sends each new reply of a member, and the
 * conversation passing to a member and back. The visitor's own messages and the AI's answers
 * reach the visitor through the answer stream, so they are not repeated here. Returns the way to stop.
 */
export async function watchVisitorConversation(
  deps: { regions: Regions; conversationChanges: ConversationChanges },
  region: Region,
  conversation: { id: string; manualControl: boolean },
  send: (event: VisitorLiveEvent) => void,
): Promise<() => void> {
  const db = deps.regions.db(region);
  const humanReplies = and(eq(messages.conversationId, conversation.id), eq(messages.sender, 'human'));
  const [latest] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(humanReplies)
    .orderBy(desc(messages.id))
    .limit(1);
  let seen = latest?.id ?? 0;
  let manualControl = conversation.manualControl;
  // Changes come in bursts (message, then state): one read at a time, and one more if any came meanwhile.
  let reading: Promise<void> | undefined;
  let again = false;
  const read = async () => {
    const [state] = await db
      .select({ manualControl: conversations.manualControl })
      .from(conversations)
      .where(eq(conversations.id, conversation.id));
    const rows = await db
      .select()
      .from(messages)
      .where(and(humanReplies, gt(messages.id, seen)))
      .orderBy(messages.id);
    const handover = state && state.manualControl !== manualControl ? state.manualControl : undefined;
    if (handover !== undefined) manualControl = handover;
    // Taken over: said before the member's first words; handed back: after their last.
    if (handover === true) send({ type: 'control', manualControl: true });
    for (const row of rows) {
      seen = row.id;
      send({ type: 'message', message: toTranscriptMessage(row) });
    }
    if (handover === false) send({ type: 'control', manualControl: false });
  };
  const onChange = () => {
    if (reading) {
      again = true;
      return;
    }
    reading = (async () => {
      do {
        again = false;
        await read().catch(() => undefined);
      } while (again);
      reading = undefined;
    })();
  };
  return deps.conversationChanges.onConversation(conversation.id, onChange);
}
