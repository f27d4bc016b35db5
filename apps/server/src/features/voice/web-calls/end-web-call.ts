import { type Region, WEB_CALL_MAX_SECONDS, type WebCallEnded, webCallCost } from '@agent-platform/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { ConversationRow } from '../../../platform/auth/principals.js';
import { webCalls } from '../../../platform/db/schema/index.js';
import { notFound } from '../../../platform/errors.js';
import { type AfterChargeDeps, type ChargeResult, chargeInTransaction, tellIfCreditsLow } from '../../billing/index.js';

export const WEB_CALL_CHARGE_REASON = 'web-call';
export const WEB_CALL_FEATURE_KEY = 'voice';

/**
 * The visitor hangs up (or leaves the page). The call's minutes are counted and charged in the
 * same transaction that ends it; ending it again answers what the first end counted and charges
 * nothing. The charge takes what the balance holds: the minutes were already talked. A charge
 * that takes the balance below the low-credits line tells the workspace once it is committed.
 */
export async function endWebCall(
  deps: AfterChargeDeps,
  region: Region,
  conversation: ConversationRow,
  callId: string,
): Promise<WebCallEnded> {
  const { ended, charge } = await deps.regions
    .db(region)
    .transaction(async (tx): Promise<{ ended: WebCallEnded; charge?: ChargeResult }> => {
      const [call] = await tx
        .select()
        .from(webCalls)
        .where(and(eq(webCalls.id, callId), eq(webCalls.conversationId, conversation.id)))
        .for('update');
      if (!call) throw notFound('Call not found.');
      if (call.endedAt) return { ended: toEnded(call) };
      const endedAt = new Date();
      const seconds = Math.min(
        WEB_CALL_MAX_SECONDS,
        Math.max(0, Math.round((endedAt.getTime() - call.startedAt.getTime()) / 1000)),
      );
      const { minutes, credits } = webCallCost(call.speech, seconds);
      const [ended] = await tx
        .update(webCalls)
        .set({ endedAt, seconds, minutes, credits })
        .where(and(eq(webCalls.id, callId), isNull(webCalls.endedAt)))
        .returning();
      if (credits > 0) {
        const charged = await chargeInTransaction(tx, {
          workspaceUid: call.workspaceUid,
          credits,
          idempotencyKey: `${WEB_CALL_CHARGE_REASON}:${callId}`,
          reason: WEB_CALL_CHARGE_REASON,
          causedBy: 'feature',
          agentId: call.agentId,
          featureKey: WEB_CALL_FEATURE_KEY,
          logMessage: `Web call, ${minutes} min`,
          upToBalance: true,
        });
        if (charged.charged && charged.credits !== credits) {
          await tx.update(webCalls).set({ credits: charged.credits }).where(eq(webCalls.id, callId));
          return { ended: toEnded({ ...ended!, credits: charged.credits }), charge: charged };
        }
        return { ended: toEnded(ended!), charge: charged };
      }
      return { ended: toEnded(ended!) };
    });
  await tellIfCreditsLow(deps, region, conversation.workspaceUid, charge);
  return ended;
}

function toEnded(call: typeof webCalls.$inferSelect): WebCallEnded {
  return { callId: call.id, seconds: call.seconds ?? 0, minutes: call.minutes ?? 0, credits: call.credits ?? 0 };
}
