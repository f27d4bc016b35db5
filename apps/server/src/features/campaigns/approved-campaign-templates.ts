import { CAMPAIGN_NOT_CONNECTED, type Region, waErrorOccurred } from '@agent-platform/core';
import { AppError } from '../../platform/errors.js';
import { listApprovedTemplates, WhatsappGraphError } from '../../providers/whatsapp/graph-api.js';
import { graphUrl, type WhatsappDeps, whatsappSender } from '../channels/index.js';

/** The templates a campaign of the agent may send: those approved for its connected WhatsApp number's account. */
export async function approvedCampaignTemplates(deps: WhatsappDeps, region: Region, agentId: string) {
  const sender = await whatsappSender(deps, region, agentId);
  if (!sender) throw new AppError('VALIDATION_FAILED', CAMPAIGN_NOT_CONNECTED);
  try {
    return await listApprovedTemplates(graphUrl(deps), sender.token, sender.wabaId);
  } catch (error) {
    if (!(error instanceof WhatsappGraphError)) throw error;
    throw new AppError('CHANNEL_CONNECT_FAILED', waErrorOccurred(error.message));
  }
}
