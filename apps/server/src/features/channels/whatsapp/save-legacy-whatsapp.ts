import { WA_LEGACY_FIELDS_REQUIRED, WA_SEND_FAILED, waRecipient, type ZWaLegacyBody } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import { waLegacyChannels } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { sendTextMessage, WhatsappGraphError } from '../../../providers/whatsapp/graph-api.js';
import type { EmitDeps } from '../../events/index.js';
import { recordChannelConnection } from '../../product-events/index.js';
import { clearReconnectNeeded } from '../channel-health/clear-reconnect-needed.js';
import { requireChannelInPlan } from '../require-channel-in-plan.js';
import { graphUrl, type WhatsappDeps } from './whatsapp-connection.js';

/** What 'Save and Run Test' sends to the test number. */
export const LEGACY_TEST_MESSAGE = 'This is a test message from Agent Platform: your WhatsApp channel is connected.';

/**
 * The Legacy Method's 'Save and Run Test' (spec 000 §2, §7): the agent's own token (kept
 * encrypted; left out, the saved one stays), business account id, number id and test number are
 * saved, then a test message goes to the test number. Only a delivered test sets waVerifyPassed,
 * which the WhatsApp card's Active rule asks for; a refused one comes back as `testError`.
 */
export async function saveLegacyWhatsapp(
  deps: WhatsappDeps & EmitDeps,
  access: AgentAccess,
  body: z.output<typeof ZWaLegacyBody>,
) {
  await requireChannelInPlan(deps.regions, access, 'whatsapp');
  const db = deps.regions.db(access.region);
  const [saved] = await db.select().from(waLegacyChannels).where(eq(waLegacyChannels.agentId, access.agentId));
  const token = body.whatsappToken || (saved && deps.secretBox.open(saved.whatsappTokenEncrypted));
  if (!token) throw new AppError('VALIDATION_FAILED', WA_LEGACY_FIELDS_REQUIRED);
  const fields = {
    whatsappNumberId: body.whatsappNumberId,
    whatsappBusniessId: body.whatsappBusniessId,
    waTestNumber: body.waTestNumber,
    whatsappTokenEncrypted: deps.secretBox.seal(token),
    waVerifyPassed: false,
    savedAt: new Date(),
  };
  await db
    .insert(waLegacyChannels)
    .values({ agentId: access.agentId, workspaceUid: access.workspaceUid, ...fields })
    .onConflictDoUpdate({ target: waLegacyChannels.agentId, set: fields });
  try {
    await sendTextMessage(
      graphUrl(deps),
      token,
      body.whatsappNumberId,
      waRecipient(body.waTestNumber),
      LEGACY_TEST_MESSAGE,
    );
  } catch (error) {
    if (!(error instanceof WhatsappGraphError)) throw error;
    return { waVerifyPassed: false, testError: error.message || WA_SEND_FAILED };
  }
  await db.update(waLegacyChannels).set({ waVerifyPassed: true }).where(eq(waLegacyChannels.agentId, access.agentId));
  await clearReconnectNeeded(deps.regions, access.region, access.agentId, 'whatsapp');
  await recordChannelConnection(deps, access, { channelType: 'whatsapp', channelId: body.whatsappNumberId });
  return { waVerifyPassed: true, testError: null };
}
