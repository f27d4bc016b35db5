// What other features may use of this feature; everything else is its own.
export { announceNewAgent } from './announce-new-agent.js';
export { deleteAgent } from './delete-agent.js';
export { insertAgent, newAgentId, newAgentSecretKey } from './insert-agent.js';
export { forgetAgentList } from './list-agents.js';
export { unixNow } from './unix-now.js';
