import { z } from 'zod';
import type { Region } from '../regions.js';
import { type CustomTab, customTabPagePath, ZCustomTabPageType } from './contracts.js';

/**
 * A custom tab as the agent shell draws and opens it (spec 002 §2.1): its label, icon and URL,
 * and the address of its page. The HTML and JavaScript stay with the tab origin's page.
 */
export const ZShellCustomTab = z.object({
  id: z.string(),
  label: z.string(),
  href: z.string(),
  iconUrl: z.string().nullable(),
  pageType: ZCustomTabPageType,
  /** An HTML tab's page on the tab origin, or an iframe tab's own page. */
  pageUrl: z.string(),
});
export type ShellCustomTab = z.infer<typeof ZShellCustomTab>;

export const ZShellCustomTabs = z.object({ tabs: z.array(ZShellCustomTab) });
export type ShellCustomTabs = z.infer<typeof ZShellCustomTabs>;

/**
 * Spec 002 §6: a client of an agency sees the tabs the agency always shows and the ones its
 * canAccess gives it; the agency owner sees them all.
 */
export function clientCustomTabs<T extends Pick<CustomTab, 'href' | 'alwaysVisible'>>(
  tabs: readonly T[],
  canAccess: readonly string[],
): T[] {
  return tabs.filter((tab) => tab.alwaysVisible || canAccess.includes(tab.href));
}

/** The shell's view of saved tabs: an HTML tab opens its page on the tab origin, an iframe tab its URL. */
export function shellCustomTabs(
  tabs: readonly CustomTab[],
  where: { region: Region; workspaceUid: string; tabOrigin: string },
): ShellCustomTab[] {
  return tabs.map(({ id, label, href, iconUrl, pageType, iframeUrl }) => ({
    id,
    label,
    href,
    iconUrl,
    pageType,
    pageUrl:
      pageType === 'html' ? `${where.tabOrigin}${customTabPagePath(where.region, where.workspaceUid, id)}` : iframeUrl,
  }));
}
