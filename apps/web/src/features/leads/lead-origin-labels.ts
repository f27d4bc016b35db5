import type { LeadOrigin } from '@agent-platform/core';

/** Where a lead came from, as the dashboard names it. */
export const LEAD_ORIGIN_LABELS: Record<LeadOrigin, string> = {
  web: 'Web chat',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
};
