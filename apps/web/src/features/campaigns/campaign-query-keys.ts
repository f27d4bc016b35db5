import type { Region } from '@agent-platform/core';

/** Every campaign query of a workspace sits under this key, so a change can read them all again. */
export const campaignsQueryKey = (region: Region, uid: string) => ['campaigns', region, uid] as const;

export const campaignListQueryKey = (region: Region, uid: string, agentId: string) =>
  [...campaignsQueryKey(region, uid), 'list', agentId] as const;

/** One campaign, with its contacts and timeline under it. */
export const campaignQueryKey = (region: Region, uid: string, campaignId: string) =>
  [...campaignsQueryKey(region, uid), 'one', campaignId] as const;

export const campaignTemplatesQueryKey = (region: Region, agentId: string) =>
  ['campaign-templates', region, agentId] as const;
