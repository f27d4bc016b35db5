import { NO_AGENT_NUMBER } from '@agent-platform/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import type { SecretBox } from '../../../platform/crypto.js';
import type { Regions } from '../../../platform/db/regions.js';
import { twilioNumbers } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import type { TenancyConfig } from '../../../platform/tenancy/index.js';
import { createCall } from '../../../providers/twilio/twilio-api.js';
import { requireTwilioAccount } from '../../credentials/index.js';
import { twilioFailure } from '../../twilio-numbers/index.js';
import { voiceWebhookUrls } from './voice-webhook-urls.js';

export interface TestCallDeps {
  regions: Regions;
  secretBox: SecretBox;
  config: TenancyConfig & { providers: { twilioApiUrl: string } };
}

/**
 * The Test call sub-tab: the agent calls a number (on a trial Twilio account, one verified on
 * it) from its own number. Once answered, Twilio asks the number's call webhook, so the call
 * runs exactly as an incoming one does.
 */
export async function placeTestCall(deps: TestCallDeps, access: AgentAccess, to: string) {
  const [number] = await deps.regions
    .db(access.region)
    .select()
    .from(twilioNumbers)
    .where(and(eq(twilioNumbers.agentId, access.agentId), isNull(twilioNumbers.releasedAt)))
    .orderBy(asc(twilioNumbers.purchasedAt))
    .limit(1);
  if (!number) throw new AppError('VALIDATION_FAILED', NO_AGENT_NUMBER);
  const account = await requireTwilioAccount(deps.regions, deps.secretBox, access.region, access.workspaceUid);
  const hooks = voiceWebhookUrls(deps.config, access.region, number.id);
  try {
    const placed = await createCall(deps.config.providers.twilioApiUrl, account, {
      from: number.number,
      to,
      url: hooks.voiceUrl,
      statusCallback: hooks.statusCallback,
    });
    return { callSid: placed.callSid, from: number.number, to };
  } catch (error) {
    throw twilioFailure(error);
  }
}
