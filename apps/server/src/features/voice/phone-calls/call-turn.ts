import { CALL_NO_SPEECH_PROMPT, type Region } from '@agent-platform/core';
import { type TenancyConfig, webhookAddress } from '../../../platform/tenancy/index.js';
import { turnTwiml } from '../../../providers/twilio/voice-webhook.js';
import { voiceWebhookPath } from './voice-webhook-urls.js';

/**
 * The TwiML of one turn of a call: say, then listen. The turn's number is in the gather's
 * address, so what the caller says in that turn is one message however often Twilio posts it.
 */
export function turnTwimlFor(
  config: TenancyConfig,
  region: Region,
  numberId: string,
  turn: { say: string; turn: number; record?: boolean },
): string {
  const speech = webhookAddress(config, voiceWebhookPath(region, numberId, 'speech'));
  return turnTwiml({
    say: turn.say,
    gatherAction: `${speech}?turn=${turn.turn}`,
    noSpeechPrompt: CALL_NO_SPEECH_PROMPT,
    ...(turn.record
      ? { recording: { statusCallback: webhookAddress(config, voiceWebhookPath(region, numberId, 'recording')) } }
      : {}),
  });
}
