import { randomBytes } from 'node:crypto';
import { CALL_LINES_BUSY_MESSAGE, CALL_UNAVAILABLE_MESSAGE, type Region } from '@agent-platform/core';
import { and, count, eq, gt } from 'drizzle-orm';
import { CONVERSATION_ID_LENGTH } from '../../../engine/index.js';
import { sha256 } from '../../../platform/crypto.js';
import type { Regions } from '../../../platform/db/regions.js';
import { agents, conversations, messages, phoneCalls, workspaces } from '../../../platform/db/schema/index.js';
import { randomId } from '../../../platform/ids.js';
import type { TenancyConfig } from '../../../platform/tenancy/index.js';
import { goodbyeTwiml } from '../../../providers/twilio/voice-webhook.js';
import { LAUNCH_RESPONDER } from '../../channels/index.js';
import { agentVoiceAllowed } from '../../org-billing/index.js';
import { turnTwimlFor } from './call-turn.js';
import type { VoiceNumber } from './verify-voice-webhook.js';

/** Twilio ends any call after four hours; a call still `in-progress` after that lost its hang-up report. */
export const CALL_LINE_HOLD_HOURS = 4;

/**
 * Answers a call to (or placed from) one of the workspace's numbers: when a concurrent call line
 * is free, the call takes it and opens its conversation (channel 'voice', in Chats), and the
 * agent greets and listens; otherwise the caller hears the busy message. The line count runs
 * with the workspace row locked, so calls arriving together never exceed the plan. Twilio's
 * retry of the same call finds it answered and gets the same greeting.
 */
export async function answerCall(
  deps: { regions: Regions; config: TenancyConfig },
  region: Region,
  number: VoiceNumber,
  params: Record<string, string>,
  /** What the agent says first in place of its greeting (a campaign's opening line). */
  opening?: string,
): Promise<string> {
  const callSid = params.CallSid;
  if (!number.agentId || number.releasedAt || !callSid) return goodbyeTwiml(CALL_UNAVAILABLE_MESSAGE);
  const db = deps.regions.db(region);
  const [agent] = await db.select({ doc: agents.doc }).from(agents).where(eq(agents.id, number.agentId)).limit(1);
  if (!agent) return goodbyeTwiml(CALL_UNAVAILABLE_MESSAGE);
  if (!(await agentVoiceAllowed(db, number.workspaceUid, number.agentId)))
    return goodbyeTwiml(CALL_UNAVAILABLE_MESSAGE);
  const greeting = opening ?? agent.doc.vg_initMessages.join(' ').trim();
  const agentId = number.agentId;

  const admitted = await db.transaction(async (tx) => {
    const [workspace] = await tx
      .select({ limits: workspaces.limits })
      .from(workspaces)
      .where(eq(workspaces.uid, number.workspaceUid))
      .for('update');
    const [known] = await tx.select().from(phoneCalls).where(eq(phoneCalls.callSid, callSid)).limit(1);
    if (known) return known.status !== 'busy';
    const [lines] = await tx
      .select({ n: count() })
      .from(phoneCalls)
      .where(
        and(
          eq(phoneCalls.workspaceUid, number.workspaceUid),
          eq(phoneCalls.status, 'in-progress'),
          gt(phoneCalls.startedAt, new Date(Date.now() - CALL_LINE_HOLD_HOURS * 3600_000)),
        ),
      );
    const call = {
      callSid,
      workspaceUid: number.workspaceUid,
      agentId,
      numberId: number.id,
      direction: params.Direction === 'inbound' ? ('inbound' as const) : ('outbound' as const),
      caller: params.From ?? '',
      callee: params.To ?? '',
    };
    if ((lines?.n ?? 0) >= (workspace?.limits.maxConcurrentCalls ?? 0)) {
      await tx.insert(phoneCalls).values({ ...call, status: 'busy', endedAt: new Date() });
      return false;
    }
    const conversationId = randomId(CONVERSATION_ID_LENGTH);
    await tx.insert(conversations).values({
      id: conversationId,
      workspaceUid: number.workspaceUid,
      agentId,
      channel: 'voice',
      // The person on the other end of the line: the caller, or whom the agent called.
      channelUserId: callSid,
      // A call's conversation is never opened with a visitor token: this one opens nothing.
      visitorTokenHash: sha256(randomBytes(32).toString('hex')),
      visitorTokenExpiresAt: new Date(0),
    });
    await tx.insert(phoneCalls).values({ ...call, status: 'in-progress', conversationId });
    if (greeting) {
      await tx
        .insert(messages)
        .values({ conversationId, role: 'assistant', sender: 'ai', content: greeting, responder: LAUNCH_RESPONDER });
    }
    return true;
  });
  if (!admitted) return goodbyeTwiml(CALL_LINES_BUSY_MESSAGE);
  return turnTwimlFor(deps.config, region, number.id, {
    say: greeting,
    turn: 1,
    record: agent.doc.voiceConfig.config.recordAudio,
  });
}
