// What other features may use of this feature; everything else is its own.
export { noteCampaignReply } from './note-campaign-reply.js';
