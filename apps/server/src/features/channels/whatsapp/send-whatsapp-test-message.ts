import { WA_SEND_FAILED, waMessageFailed, waMessageSent } from '@agent-platform/core';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import { AppError } from '../../../platform/errors.js';
import { sendTextMessage, WhatsappGraphError } from '../../../providers/whatsapp/graph-api.js';
import { graphUrl, type WhatsappDeps, whatsappSender } from './whatsapp-connection.js';

/**
 * 'Send Test Message' from a connected number: one text message with the spec's v18.0 body.
 * Answers the spec's success notice, or 'Failed to send message to {number}: {reason}'.
 */
export async function sendWhatsappTestMessage(
  deps: WhatsappDeps,
  access: AgentAccess,
  form: { phoneId: string; to: string; message: string },
) {
  const sender = await whatsappSender(deps, access.region, access.agentId, form.phoneId);
  const number = `+${form.to}`;
  if (!sender) throw new AppError('NOT_FOUND', waMessageFailed(number, 'This number is not connected.'));
  try {
    await sendTextMessage(graphUrl(deps), sender.token, sender.phoneId, form.to, form.message);
  } catch (error) {
    if (!(error instanceof WhatsappGraphError)) throw error;
    throw new AppError('CHANNEL_CONNECT_FAILED', waMessageFailed(number, error.message || WA_SEND_FAILED));
  }
  return { message: waMessageSent(number) };
}
