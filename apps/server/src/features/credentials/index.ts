// What other features may use of this feature; everything else is its own.
export { findTwilioAccount, requireTwilioAccount } from './twilio-credentials.js';
export { type LanguageModelDeps, workspaceLanguageModel } from './workspace-language-model.js';
