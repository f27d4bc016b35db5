// What other features may use of the agency's client users.

// A client who signs up on the agency's page is written like one the owner adds, under the same rules.
export { clientEmailTaken } from './client-email-taken.js';
export { insertClient } from './create-client.js';
export { newDashboardPassword } from './dashboard-password.js';
export { clients } from './schema.js';
export { type ClientRow, toClient, toClientSelf } from './to-client.js';
