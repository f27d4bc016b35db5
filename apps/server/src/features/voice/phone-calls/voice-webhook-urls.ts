import type { Region } from '@agent-platform/core';
import { type TenancyConfig, webhookAddress } from '../../../platform/tenancy/index.js';

/**
 * Where Twilio reaches us about one of a workspace's numbers. The number's own id is in the path,
 * so each request finds its number, workspace and Auth Token (for the signature) before anything else.
 */
export const voiceWebhookPath = (region: Region, numberId: string, hook: 'call' | 'speech' | 'status' | 'recording') =>
  `/api/${region}/twilio/voice/${encodeURIComponent(numberId)}/${hook}`;

export function voiceWebhookUrls(config: TenancyConfig, region: Region, numberId: string) {
  return {
    voiceUrl: webhookAddress(config, voiceWebhookPath(region, numberId, 'call')),
    statusCallback: webhookAddress(config, voiceWebhookPath(region, numberId, 'status')),
  };
}
