import { type Region, type ShellCustomTab, shellCustomTabs } from '@agent-platform/core';
import { useMemo } from 'react';
import { useCustomTabs } from './use-custom-tabs';

const NONE: readonly ShellCustomTab[] = [];

/**
 * Every custom tab of the agency, for its owner's agent sidebar (spec 002 §6 "Agency: Sees custom
 * tabs"). Only the owner manages the agency, so for anyone else nothing is asked.
 */
export function useOwnerShellCustomTabs(region: Region, workspaceUid: string, ownsAgency: boolean) {
  const query = useCustomTabs(region, workspaceUid, { enabled: ownsAgency });
  return useMemo(
    () =>
      ownsAgency && query.data
        ? shellCustomTabs(query.data.tabs, { region, workspaceUid, tabOrigin: query.data.tabOrigin })
        : NONE,
    [ownsAgency, query.data, region, workspaceUid],
  );
}
