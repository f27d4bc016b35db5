import type { Region } from '@agent-platform/core';
import { apiPath } from '../../lib/api';

/** The campaign's contacts and their states as a CSV download. */
export const campaignExportPath = (region: Region, uid: string, campaignId: string) =>
  apiPath('/api/{region}/workspaces/{uid}/campaigns/{campaignId}/export', { path: { region, uid, campaignId } });
