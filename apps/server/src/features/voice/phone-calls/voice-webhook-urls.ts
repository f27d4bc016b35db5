import type { Region } from '@agent-platform/core';

/**
 * Where Twilio reaches us about one of a workspace's numbers. The number's own id is in the path,
 * so each request finds its number, workspace and Auth Token (for the signature) before anything else.
 */
export const voiceWebhookPath = (region: Region, numberId: string, hook: 'call' | 'speech' | 'status' | 'recording') =>
  `/api/${region}/twilio/voice/${encodeURIComponent(numberId)}/${hook}`;

export function voiceWebhookUrls(publicUrl: string, region: Region, numberId: string) {
  return {
    voiceUrl: publicUrl + voiceWebhookPath(region, numberId, 'call'),
    statusCallback: publicUrl + voiceWebhookPath(region, numberId, 'status'),
  };
}
