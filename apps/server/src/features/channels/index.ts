// What other features may use of this feature; everything else is its own.
export { CHANNEL_REPLY_QUEUE } from './deliver-member-reply.js';
export { LAUNCH_RESPONDER } from './store-launch-reply.js';
