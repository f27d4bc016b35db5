import { CALL_UNAVAILABLE_MESSAGE, MESSAGE_MAX_LENGTH, type Region } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { answerMessage, type EngineDeps } from '../../../engine/index.js';
import { conversations, phoneCalls } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { goodbyeTwiml } from '../../../providers/twilio/voice-webhook.js';
import { noteCampaignReply } from '../../campaigns/index.js';
import { turnTwimlFor } from './call-turn.js';
import type { VoiceNumber } from './verify-voice-webhook.js';

/**
 * What the caller said in one turn, answered: the engine answers it as it answers the widget
 * (knowledge, tools, credits, the call's conversation in Chats), and the reply is spoken before
 * the next turn listens. The message is keyed by the call and the turn, so Twilio posting the
 * same turn again gets the same reply, answered and charged once.
 */
export async function answerSpeech(
  deps: EngineDeps,
  region: Region,
  number: VoiceNumber,
  params: Record<string, string>,
  turn: number,
): Promise<string> {
  const db = deps.regions.db(region);
  const callSid = params.CallSid ?? '';
  const [call] = await db
    .select({ conversation: conversations })
    .from(phoneCalls)
    .innerJoin(conversations, eq(conversations.id, phoneCalls.conversationId))
    .where(eq(phoneCalls.callSid, callSid))
    .limit(1);
  if (!call || call.conversation.agentId !== number.agentId) return goodbyeTwiml(CALL_UNAVAILABLE_MESSAGE);
  const text = (params.SpeechResult ?? '').trim().slice(0, MESSAGE_MAX_LENGTH);
  const next = (say: string) => turnTwimlFor(deps.config, region, number.id, { say, turn: turn + 1 });
  if (!text) return next('');
  // A campaign's contact asking to be called no more goes on the do-not-contact list.
  await noteCampaignReply(deps, region, call.conversation, text);

  try {
    const message = { messageId: `${callSid}:${turn}`, text };
    const events = await answerMessage(deps, region, call.conversation, message, { streamTokens: false });
    for await (const event of events) {
      if (event.type !== 'done') continue;
      // A member holding the conversation answers in Chats; the line stays open for the caller.
      if (event.summary.responder === 'human') return next('');
      // The agent's flow reached its end: the reply is the last thing said.
      if (event.summary.conversationEnded) return goodbyeTwiml(event.summary.text);
      return next(event.summary.text);
    }
    return next('');
  } catch (error) {
    // Used-up credits or limits, or a conversation the flow ended: said in the product's words, then goodbye.
    if (error instanceof AppError && error.statusCode < 500) return goodbyeTwiml(error.message);
    throw error;
  }
}
