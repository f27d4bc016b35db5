import { type ConnectWaNumberBody, WA_CONNECTION_FAILED, waConnectFailed } from '@agent-platform/core';
import { eq, ne, or } from 'drizzle-orm';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import { waNumbers } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { subscribeBusinessAccount, WhatsappGraphError } from '../../../providers/whatsapp/graph-api.js';
import type { EmitDeps } from '../../events/index.js';
import { recordChannelConnection } from '../../product-events/index.js';
import { clearReconnectNeeded } from '../channel-health/clear-reconnect-needed.js';
import { requireChannelInPlan } from '../require-channel-in-plan.js';
import { toWaNumber } from './to-wa-number.js';
import { businessAccountToken, graphUrl, type WhatsappDeps, whatsappWebhookUrl } from './whatsapp-connection.js';

/**
 * Connects a number of the signed-in business account to the agent (`connectWhatsappNumber`):
 * the account is subscribed to the platform app's webhooks, delivered to this agent's address,
 * and the number is stored CONNECTED with the business's token. When Meta refuses, the number
 * is stored PENDING with Meta's reason (the modal's 'Connection Failed' block), unless another
 * agent has it connected, and the answer is 'Failed to connect {number}: {reason}'.
 */
export async function connectWhatsappNumber(
  deps: WhatsappDeps & EmitDeps,
  access: AgentAccess,
  body: ConnectWaNumberBody,
) {
  await requireChannelInPlan(deps.regions, access, 'whatsapp');
  const token = await businessAccountToken(deps, access, body.wabaId);
  const record = {
    workspaceUid: access.workspaceUid,
    agentId: access.agentId,
    wabaId: body.wabaId,
    phoneNumber: body.phoneNumber,
    longAccessTokenEncrypted: deps.secretBox.seal(token),
    connectedAt: new Date(),
  };
  const db = deps.regions.db(access.region);
  try {
    await subscribeBusinessAccount(graphUrl(deps), token, body.wabaId, {
      callbackUrl: whatsappWebhookUrl(deps.config, access.region, access.agentId),
      verifyToken: deps.config.providers.meta.webhookVerifyToken ?? access.agentId,
    });
  } catch (error) {
    if (!(error instanceof WhatsappGraphError)) throw error;
    const reason = error.message || WA_CONNECTION_FAILED;
    const failed = { ...record, status: 'PENDING' as const, failureReason: reason };
    await db
      .insert(waNumbers)
      .values({ phoneId: body.phoneId, ...failed })
      .onConflictDoUpdate({
        target: waNumbers.phoneId,
        set: failed,
        setWhere: or(eq(waNumbers.agentId, access.agentId), ne(waNumbers.status, 'CONNECTED')),
      });
    throw new AppError('CHANNEL_CONNECT_FAILED', waConnectFailed(body.phoneNumber, reason));
  }
  const connected = { ...record, status: 'CONNECTED' as const, failureReason: null };
  const [row] = await db
    .insert(waNumbers)
    .values({ phoneId: body.phoneId, ...connected })
    .onConflictDoUpdate({ target: waNumbers.phoneId, set: connected })
    .returning();
  await clearReconnectNeeded(deps.regions, access.region, access.agentId, 'whatsapp');
  await recordChannelConnection(deps, access, { channelType: 'whatsapp', channelId: body.phoneId });
  return { newAddedNumber: toWaNumber(row!) };
}
