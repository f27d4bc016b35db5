import type { Region, ShellCustomTab } from '@agent-platform/core';
import { NavEntry } from '../shell/nav-entry';
import { customTabIcon } from './custom-tab-icon';
import { tabPreviewPath } from './use-tab-preview-origin';

/**
 * The agency's custom tabs after the built-in ones (spec 002 §2.1). The agent they were opened
 * from rides along in the history state, so a client's sidebar there still leads back to it.
 */
export function CustomTabLinks({
  tabs,
  region,
  compact,
  agentId,
  activeHref,
}: {
  tabs: readonly ShellCustomTab[];
  region: Region;
  compact: boolean;
  agentId?: string;
  activeHref?: string;
}) {
  return tabs.map((tab) => (
    <NavEntry
      key={tab.id}
      label={tab.label}
      icon={customTabIcon(tab.iconUrl)}
      compact={compact}
      to={tabPreviewPath(region, tab.href)}
      state={agentId ? { agentId } : undefined}
      active={tab.href === activeHref}
    />
  ));
}
