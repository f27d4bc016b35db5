export type { WebhookEvent } from './claim-webhook-events.js';
export {
  createWebhookInbox,
  type InboxWork,
  type WebhookDelivery,
  type WebhookEventHandler,
  type WebhookInbox,
} from './create-webhook-inbox.js';
export { webhookInbox } from './schema.js';
