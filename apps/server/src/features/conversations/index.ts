// What other features may use of this feature; everything else is its own.
export type { ConversationChanges } from './conversation-changes.js';
export { forgetTranscriptLater } from './forget-transcript.js';
export { noteFirstVisitorMessage } from './note-first-visitor-message.js';
export { type HandoffDeps, requestHandoff } from './request-handoff.js';
