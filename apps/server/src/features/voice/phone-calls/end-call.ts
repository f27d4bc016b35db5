import { phoneCallCost, type Region } from '@agent-platform/core';
import { and, eq, isNull } from 'drizzle-orm';
import { conversations, phoneCalls, workspaces } from '../../../platform/db/schema/index.js';
import { type AfterChargeDeps, type ChargeResult, chargeInTransaction, tellIfCreditsLow } from '../../billing/index.js';
import type { VoiceNumber } from './verify-voice-webhook.js';

/** Twilio's final call statuses: the line is free again. */
const FINAL_STATUSES = new Set(['completed', 'busy', 'failed', 'no-answer', 'canceled']);

export const PHONE_CALL_CHARGE_REASON = 'phone-call';

/**
 * A call's status report. On hang-up the call frees its line, its conversation ends, and its
 * minutes are charged through the credit log, all in one transaction. The charge is keyed by
 * the call, so Twilio sending the report again charges nothing more. Minutes already spoken
 * are charged even past the balance's end (up to what it holds), as answers are. A charge that
 * takes the balance below the low-credits line tells the workspace once it is committed.
 */
export async function endCall(
  deps: AfterChargeDeps,
  region: Region,
  number: VoiceNumber,
  params: Record<string, string>,
): Promise<void> {
  const callSid = params.CallSid ?? '';
  if (!FINAL_STATUSES.has(params.CallStatus ?? '')) return;
  const reported = Number.parseInt(params.CallDuration ?? '0', 10);
  const seconds = Number.isFinite(reported) && reported > 0 ? reported : 0;
  const charge = await deps.regions.db(region).transaction(async (tx): Promise<ChargeResult | undefined> => {
    // The workspace row first: the charge below would otherwise hold a key-share lock on it (its
    // log row's foreign key) while asking for the update lock, and deadlock with an answer's charge.
    await tx
      .select({ uid: workspaces.uid })
      .from(workspaces)
      .where(eq(workspaces.uid, number.workspaceUid))
      .for('update');
    const [call] = await tx
      .select()
      .from(phoneCalls)
      .where(and(eq(phoneCalls.callSid, callSid), eq(phoneCalls.numberId, number.id)))
      .limit(1);
    // A call refused for want of a line was never answered: nothing to end or charge.
    if (!call || call.status === 'busy') return undefined;
    if (call.status === 'in-progress') {
      await tx
        .update(phoneCalls)
        .set({ status: 'completed', endedAt: new Date(), durationSeconds: seconds })
        .where(eq(phoneCalls.callSid, callSid));
      if (call.conversationId) {
        await tx
          .update(conversations)
          .set({ endedAt: new Date() })
          .where(and(eq(conversations.id, call.conversationId), isNull(conversations.endedAt)));
      }
    }
    const { minutes, credits } = phoneCallCost(call.durationSeconds ?? seconds);
    if (minutes === 0) return undefined;
    return chargeInTransaction(tx, {
      workspaceUid: call.workspaceUid,
      credits,
      idempotencyKey: `voice-call:${callSid}`,
      reason: PHONE_CALL_CHARGE_REASON,
      causedBy: 'agent',
      agentId: call.agentId,
      featureKey: 'phone-call',
      logMessage: `Phone call, ${minutes} min`,
      upToBalance: true,
    });
  });
  await tellIfCreditsLow(deps, region, number.workspaceUid, charge);
}
