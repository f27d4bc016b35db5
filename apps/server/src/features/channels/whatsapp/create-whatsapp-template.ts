import { WA_TEMPLATE_CREATED, WA_TEMPLATE_INVALID, waErrorOccurred, ZCreateWaTemplateBody } from '@agent-platform/core';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import { AppError } from '../../../platform/errors.js';
import { createMessageTemplate, WhatsappGraphError } from '../../../providers/whatsapp/graph-api.js';
import { businessAccountToken, graphUrl, type WhatsappDeps } from './whatsapp-connection.js';

/**
 * 'Create Template' (`createTemplate`): the draft is checked by its schema, any fault reading
 * 'Invalid template info', and submitted to Meta for review under the business account.
 */
export async function createWhatsappTemplate(deps: WhatsappDeps, access: AgentAccess, body: unknown) {
  const draft = ZCreateWaTemplateBody.safeParse(body);
  if (!draft.success) throw new AppError('VALIDATION_FAILED', WA_TEMPLATE_INVALID);
  const { wabaId, ...template } = draft.data;
  const token = await businessAccountToken(deps, access, wabaId);
  try {
    const created = await createMessageTemplate(graphUrl(deps), token, wabaId, template);
    return { id: created.id, status: created.status, name: template.name, message: WA_TEMPLATE_CREATED };
  } catch (error) {
    if (!(error instanceof WhatsappGraphError)) throw error;
    throw new AppError('CHANNEL_CONNECT_FAILED', waErrorOccurred(error.message));
  }
}
