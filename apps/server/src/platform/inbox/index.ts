export {
  createWebhookInbox,
  type WebhookDelivery,
  type WebhookEventsJob,
  type WebhookEventsQueue,
  type WebhookInbox,
} from './create-webhook-inbox.js';
export { processWebhookEvents, type WebhookEvent } from './process-webhook-events.js';
export { webhookInbox } from './schema.js';
