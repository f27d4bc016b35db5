// What other features may use of this feature; everything else is its own.
export { agencySender } from './agency-sender.js';
