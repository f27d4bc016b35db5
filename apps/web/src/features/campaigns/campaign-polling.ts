import type { CampaignStatus } from '@agent-platform/core';

const SENDING_POLL_MS = 3000;
// Replies still come in after the last message went out, only less often.
const REPLIES_POLL_MS = 15_000;

/** How often a campaign's numbers are read again: often while it sends, now and then after, never as a draft. */
export function campaignPollInterval(status: CampaignStatus | undefined): number | false {
  if (status === 'running' || status === 'scheduled') return SENDING_POLL_MS;
  if (status === undefined || status === 'draft') return false;
  return REPLIES_POLL_MS;
}
