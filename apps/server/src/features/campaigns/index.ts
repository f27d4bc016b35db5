// What other features may use of this feature; everything else is its own.
export { campaignCallOpening, noteCampaignCall, noteCampaignCallAnswered } from './campaign-calls.js';
export { noteCampaignReply } from './note-campaign-reply.js';
