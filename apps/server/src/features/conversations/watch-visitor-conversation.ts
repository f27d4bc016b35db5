import type { Region, VisitorLiveEvent } from '@agent-platform/core';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { conversations, messages } from '../../platform/db/schema/index.js';
import type { ConversationChanges } from './conversation-changes.js';
import { toTranscriptMessage } from './conversation-summary.js';

/**
 * Follows one conversation for its visitor: sends each new reply of a member, and the
 * conversation passing to a member and back (and, first, where it stands when a person is asked
 * for or in it). The visitor's own messages and the AI's answers
 * reach the visitor through the answer stream, so they are not repeated here. Returns the way to stop.
 *
 * `after` is the id of the last message the visitor has (the stream's `Last-Event-ID`): what was
 * stored after it is sent first, so a visitor whose stream dropped (a restart, a network blip) and
 * who reconnects, to this process or another, misses no reply. Without it the watch starts now.
 */
export async function watchVisitorConversation(
  deps: { regions: Regions; conversationChanges: ConversationChanges },
  region: Region,
  conversation: { id: string; manualControl: boolean; handoffRequestedAt: Date | null },
  send: (event: VisitorLiveEvent) => void,
  after?: number,
): Promise<() => void> {
  const db = deps.regions.db(region);
  // Members' replies and the AI's own notes (a handoff that timed out): messages that answer no visitor message.
  const liveMessages = and(
    eq(messages.conversationId, conversation.id),
    eq(messages.role, 'assistant'),
    isNull(messages.replyTo),
  );
  let seen = after ?? (await latestLiveMessage()) ?? 0;
  let control = {
    manualControl: conversation.manualControl,
    handoffRequested: conversation.handoffRequestedAt !== null,
  };
  // A chat opened again (a reload, another tab) learns at once that a person is asked for or in it.
  // One that reconnects is told where the conversation stands in the first read, whatever it is,
  // since it may have passed to a member and back while the visitor was away.
  let tellControl = after !== undefined;
  if (!tellControl && (control.manualControl || control.handoffRequested)) send({ type: 'control', ...control });
  // Changes come in bursts (message, then state): one read at a time, and one more if any came meanwhile.
  let reading: Promise<void> | undefined;
  let again = false;
  const read = async () => {
    const [state] = await db
      .select({ manualControl: conversations.manualControl, handoffRequestedAt: conversations.handoffRequestedAt })
      .from(conversations)
      .where(eq(conversations.id, conversation.id));
    const rows = await db
      .select()
      .from(messages)
      .where(and(liveMessages, gt(messages.id, seen)))
      .orderBy(messages.id);
    const now = state && { manualControl: state.manualControl, handoffRequested: state.handoffRequestedAt !== null };
    const changed =
      now &&
      (tellControl || now.manualControl !== control.manualControl || now.handoffRequested !== control.handoffRequested);
    if (now) {
      control = now;
      tellControl = false;
    }
    // Taken over: said before the member's first words; anything else after the messages that led to it.
    if (changed && now.manualControl) send({ type: 'control', ...now });
    for (const row of rows) {
      seen = row.id;
      send({ type: 'message', message: toTranscriptMessage(row) });
    }
    if (changed && !now.manualControl) send({ type: 'control', ...now });
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
  const stop = deps.conversationChanges.onConversation(conversation.id, onChange);
  // Listening now: one read brings what was stored before (missed while away, or while the watch
  // was being set up); anything later comes with its notification.
  onChange();
  return stop;

  async function latestLiveMessage() {
    const [latest] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(liveMessages)
      .orderBy(desc(messages.id))
      .limit(1);
    return latest?.id;
  }
}
