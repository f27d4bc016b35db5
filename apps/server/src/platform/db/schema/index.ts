// Every table, for the code that reads and writes them and for the typed database. Each feature's
// tables live in its own schema.ts; re-export a new one here too (drizzle-kit finds it by glob).
export * from '../../../features/agents/schema.js';
export * from '../../../features/billing/schema.js';
export * from '../../../features/channels/channel-health/schema.js';
export * from '../../../features/channels/discord/schema.js';
export * from '../../../features/channels/meta-pages/schema.js';
export * from '../../../features/channels/schema.js';
export * from '../../../features/channels/whatsapp/schema.js';
export * from '../../../features/chat/schema.js';
export * from '../../../features/conversations/schema.js';
export * from '../../../features/credentials/schema.js';
export * from '../../../features/events/schema.js';
export * from '../../../features/knowledge/schema.js';
export * from '../../../features/leads/schema.js';
export * from '../../../features/notifications/schema.js';
export * from '../../../features/orgs/schema.js';
export * from '../../../features/product-events/schema.js';
export * from '../../../features/prompts/schema.js';
export * from '../../../features/tools/schema.js';
export * from '../../../features/twilio-numbers/schema.js';
export * from '../../../features/voice/phone-calls/schema.js';
export * from '../../../features/voice/web-calls/schema.js';
export * from '../../../features/widget-analytics/schema.js';
export * from '../../../features/workspaces/schema.js';
export * from '../../inbox/schema.js';
export * from '../../jobs/schema.js';
export * from './global.js';
