// What other features may use of this feature; everything else is its own.
export { sendToolRequest } from './send-tool-request.js';
export { type ToolRow, toolFields } from './to-tool.js';
