// What other features may use of the agency's client users.

export { clients } from './schema.js';
export { type ClientRow, toClient, toClientSelf } from './to-client.js';
