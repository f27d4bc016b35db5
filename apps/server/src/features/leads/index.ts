// What other features may use of this feature; everything else is its own.
export { submitLead } from './submit-lead.js';
