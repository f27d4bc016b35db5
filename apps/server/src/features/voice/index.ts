// What other features may use of this feature; everything else is its own.
export { voiceWebhookUrls } from './phone-calls/voice-webhook-urls.js';
