// What other features may use of this feature; everything else is its own.
export { twilioFailure } from './twilio-failure.js';
