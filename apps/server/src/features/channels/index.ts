// What other features may use of this feature; everything else is its own.
export { CHANNEL_REPLY_QUEUE } from './deliver-member-reply.js';
// Campaigns send as the agent's WhatsApp number, into the same conversation a reply lands in.
export { openChannelConversation } from './open-channel-conversation.js';
export { requireChannelInPlan } from './require-channel-in-plan.js';
export { LAUNCH_RESPONDER } from './store-launch-reply.js';
export { graphUrl, type WhatsappDeps, whatsappSender } from './whatsapp/whatsapp-connection.js';
