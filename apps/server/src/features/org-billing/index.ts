// What other features may use of the agency client organisations' billing state (issue 29).

export { agentVoiceAllowed } from './agent-voice-allowed.js';
export { findOrgPlanLimits } from './find-org-plan-limits.js';
export { findPayingOrg, type PayingOrgCandidate, payingOrgAmong, payingOrgCandidates } from './find-paying-org.js';
export { getOrgAutoRecharge } from './get-org-auto-recharge.js';
export { mirrorOrgSubscription } from './mirror-org-subscription.js';
export { recordOrgPayment } from './record-org-payment.js';
export { requireOrgAgentRoom } from './require-org-agent-room.js';
export { saveOrgAutoRecharge } from './save-org-auto-recharge.js';
export { saveOrgSubscription } from './save-org-subscription.js';
