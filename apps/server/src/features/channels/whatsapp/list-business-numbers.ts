import { WA_FETCH_NUMBERS_FAILED, type WaProviderNumber } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import { waNumbers, waSignIns } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { listPhoneNumbers, WhatsappGraphError } from '../../../providers/whatsapp/graph-api.js';
import { graphUrl, type WhatsappDeps } from './whatsapp-connection.js';

/**
 * The numbers of the business account the agent signed in with (`getDetailsOfWhatsappNumber`),
 * each marked connected when this agent has it stored as CONNECTED.
 */
export async function listBusinessNumbers(deps: WhatsappDeps, access: AgentAccess): Promise<WaProviderNumber[]> {
  const db = deps.regions.db(access.region);
  const [signIn] = await db.select().from(waSignIns).where(eq(waSignIns.agentId, access.agentId));
  if (!signIn?.longAccessTokenEncrypted || !signIn.wabaId) {
    throw new AppError('VALIDATION_FAILED', 'Sign in with Meta and choose a business account first.');
  }
  let numbers: Awaited<ReturnType<typeof listPhoneNumbers>>;
  try {
    numbers = await listPhoneNumbers(
      graphUrl(deps),
      deps.secretBox.open(signIn.longAccessTokenEncrypted),
      signIn.wabaId,
    );
  } catch (error) {
    if (!(error instanceof WhatsappGraphError)) throw error;
    throw new AppError('CHANNEL_CONNECT_FAILED', error.message || WA_FETCH_NUMBERS_FAILED);
  }
  const connected = await db
    .select({ phoneId: waNumbers.phoneId })
    .from(waNumbers)
    .where(and(eq(waNumbers.agentId, access.agentId), eq(waNumbers.status, 'CONNECTED')));
  const ids = new Set(connected.map((row) => row.phoneId));
  return numbers.map((number) => ({ ...number, connected: ids.has(number.id) }));
}
