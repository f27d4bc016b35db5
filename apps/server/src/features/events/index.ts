// What other features may use of this feature; everything else is its own.
export { type EmitDeps, emitWorkspaceEvent } from './emit-workspace-event.js';
