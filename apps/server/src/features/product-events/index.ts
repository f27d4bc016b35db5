// What other features may use of this feature; everything else is its own.
export { recordChannelConnection } from './record-channel-connection.js';
export { recordProductEvent } from './record-product-event.js';
