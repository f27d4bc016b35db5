import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useChatTestbed } from '../../../test/chat-client.js';
import { rowsOf } from '../../platform/db/rows-of.js';
import { conversations, creditLedger, messages } from '../../platform/db/schema/index.js';
import { FORGET_TRANSCRIPT_QUEUE, forgetTranscript } from './forget-transcript.js';

const { bed, ownerWithAgent, startChat, send } = useChatTestbed();

/** The forget jobs waiting for a conversation, read from the job queue's own table. */
async function forgetJobsFor(conversationId: string): Promise<number> {
  const db = bed.app.regions.db('na');
  const result = await db.execute(
    sql`select count(*)::int as n from pgboss.job where name = ${FORGET_TRANSCRIPT_QUEUE} and data->>'conversationId' = ${conversationId}`,
  );
  return Number(rowsOf(result)[0]?.n);
}

describe('recordChatHistory off', () => {
  it('keeps the messages while the chat lasts, then forgets them and keeps what they cost', async () => {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ recordChatHistory: false });
    const chat = await startChat(owner.agentId);
    const db = bed.app.regions.db('na');
    expect(await forgetJobsFor(chat.conversationId)).toBe(1);

    await send(chat, { messageId: 'm1', text: 'My order number is 4411' });
    const stored = () => db.select().from(messages).where(eq(messages.conversationId, chat.conversationId));
    expect(await stored()).toHaveLength(2);
    // The chat is still open: nothing is forgotten yet.
    await forgetTranscript(bed.app, 'na', { conversationId: chat.conversationId });
    expect(await stored()).toHaveLength(2);

    await db
      .update(conversations)
      .set({ visitorTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(conversations.id, chat.conversationId));
    await forgetTranscript(bed.app, 'na', { conversationId: chat.conversationId });
    expect(await stored()).toHaveLength(0);
    const charges = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.workspaceUid, owner.uid), eq(creditLedger.reason, 'agent-reply')));
    expect(charges).toHaveLength(1);
  });

  it('queues nothing for an agent that records its chats', async () => {
    const owner = await ownerWithAgent({ withModel: false });
    const chat = await startChat(owner.agentId);
    expect(await forgetJobsFor(chat.conversationId)).toBe(0);
  });
});
