import { z } from 'zod';
import { DASHBOARD_TAB_KEYS } from '../agencies/dashboard-tab-keys.js';
import type { Region } from '../regions.js';
import { freeText, nameText, recordId } from '../text.js';
import { ZWorkspaceParams } from '../workspaces/contracts.js';

/** Spec 001 §5 "Custom tabs": the tab's URL is a path that starts with a slash. */
export const CUSTOM_TAB_HREF_SLASH_MESSAGE = 'URL must include a leading slash (/)';
export const CUSTOM_TAB_HREF_RESERVED_MESSAGE = 'This URL is reserved for a default tab';
export const CUSTOM_TAB_HREF_TAKEN_MESSAGE = 'This URL is already used by another tab';
export const CUSTOM_TAB_HREF_CHARACTERS_MESSAGE =
  'After the slash, the URL can only hold letters, numbers, dashes and underscores, such as /reports.';
export const CUSTOM_TAB_LABEL_MESSAGE = 'Please enter the tab name.';
export const CUSTOM_TAB_IFRAME_URL_MESSAGE = "Please enter the page's full address, starting with https://.";
export const CUSTOM_TABS_FULL_MESSAGE = 'An agency can have at most 20 custom tabs.';
/** Spec 001 §5: a tab icon is at most 1 MB. */
export const CUSTOM_TAB_ICON_MAX_BYTES = 1024 * 1024;
export const CUSTOM_TAB_ICON_TOO_LARGE_MESSAGE = 'The tab icon can be at most 1 MB.';
export const CUSTOM_TAB_ICON_NOT_IMAGE_MESSAGE = 'The tab icon must be a picture (PNG, JPEG, WebP, GIF or SVG).';
export const CUSTOM_TAB_NOT_FOUND_MESSAGE = 'This custom tab no longer exists.';

/** The side navigation has room for this many; more would push the product's own tabs off screen. */
export const CUSTOM_TABS_MAX = 20;
export const CUSTOM_TAB_LABEL_MAX = 40;
export const CUSTOM_TAB_HREF_MAX = 100;
// Big enough for a hand-written dashboard page or an embed snippet; a whole app belongs in an iframe tab.
export const CUSTOM_TAB_HTML_MAX = 200_000;
export const CUSTOM_TAB_JS_MAX = 100_000;
/** Spec 001 §5: the HTML and JS editors are 500 px high. */
export const CUSTOM_TAB_EDITOR_HEIGHT = 500;

/** Where the tab origin serves an HTML tab's page: `/custom-tabs/{region}/{workspaceUid}/{tabId}`. */
export const CUSTOM_TAB_PAGE_PREFIX = '/custom-tabs/';
export const customTabPagePath = (region: Region, workspaceUid: string, tabId: string) =>
  `${CUSTOM_TAB_PAGE_PREFIX}${region}/${encodeURIComponent(workspaceUid)}/${encodeURIComponent(tabId)}`;

/** The tab's URL as stored: trimmed, lowercased, without trailing slashes, so `/Reports/` and `/reports` are one. */
export const normalisedTabHref = (href: string) => href.trim().toLowerCase().replace(/\/+$/, '');

export const ZCustomTabHref = z
  .string()
  .max(CUSTOM_TAB_HREF_MAX, `The URL can be at most ${CUSTOM_TAB_HREF_MAX} characters.`)
  .overwrite(normalisedTabHref)
  .superRefine((href, ctx) => {
    const problem = customTabHrefProblem(href);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: href });
  });

/** What is wrong with a normalised tab URL by itself (uniqueness is checked against the other tabs). */
export function customTabHrefProblem(href: string): string | undefined {
  if (!href.startsWith('/')) return CUSTOM_TAB_HREF_SLASH_MESSAGE;
  if (!/^(\/[a-z0-9_-]+)+$/.test(href)) return CUSTOM_TAB_HREF_CHARACTERS_MESSAGE;
  // Spec 001 §3 "Dashboard tab keys" are the default tabs' paths.
  if ((DASHBOARD_TAB_KEYS as readonly string[]).includes(href)) return CUSTOM_TAB_HREF_RESERVED_MESSAGE;
  return undefined;
}

/** Whether another tab than `exceptId` already has this URL (spec 001 §5). */
export const tabHrefTaken = (tabs: readonly { id: string; href: string }[], href: string, exceptId?: string) =>
  tabs.some((tab) => tab.id !== exceptId && tab.href === normalisedTabHref(href));

/** An iframe tab's page: https, or http on this machine only (a local page while building it). */
const ZHttpsUrl = z.url({ protocol: /^https$/ });
const ZLocalHttpUrl = z.url({ protocol: /^http$/, hostname: /^(localhost|127\.0\.0\.1)$/ });
export const iframeUrlAccepted = (value: string) =>
  ZHttpsUrl.safeParse(value).success || ZLocalHttpUrl.safeParse(value).success;

export const ZCustomTabPageType = z.enum(['html', 'iframe']);
export type CustomTabPageType = z.infer<typeof ZCustomTabPageType>;

const ZCustomTabFields = z.object({
  label: nameText('The tab name')
    .trim()
    .min(1, CUSTOM_TAB_LABEL_MESSAGE)
    .max(CUSTOM_TAB_LABEL_MAX, `The tab name can be at most ${CUSTOM_TAB_LABEL_MAX} characters.`),
  href: ZCustomTabHref,
  pageType: ZCustomTabPageType,
  htmlContent: freeText().pipe(
    z.string().max(CUSTOM_TAB_HTML_MAX, `The HTML can be at most ${CUSTOM_TAB_HTML_MAX} characters.`),
  ),
  jsContent: freeText().pipe(
    z.string().max(CUSTOM_TAB_JS_MAX, `The JavaScript can be at most ${CUSTOM_TAB_JS_MAX} characters.`),
  ),
  iframeUrl: z.string().trim().max(2048, CUSTOM_TAB_IFRAME_URL_MESSAGE),
  alwaysVisible: z.boolean(),
});

/** A tab as the agency owner writes it (spec 001 §3 "Custom tab"); its id and icon are the server's. */
export const ZCustomTabBody = ZCustomTabFields.superRefine((tab, ctx) => {
  if (tab.pageType === 'iframe' && !iframeUrlAccepted(tab.iframeUrl)) {
    ctx.addIssue({ code: 'custom', path: ['iframeUrl'], message: CUSTOM_TAB_IFRAME_URL_MESSAGE, input: tab.iframeUrl });
  }
});
export type CustomTabBody = z.infer<typeof ZCustomTabBody>;

/** A saved custom tab, as kept in the agency's settings document. */
export const ZCustomTab = ZCustomTabFields.extend({
  id: z.string(),
  /** The uploaded icon, redrawn as a PNG of ours; null: no icon. */
  iconUrl: z.string().nullable(),
});
export type CustomTab = z.infer<typeof ZCustomTab>;

/** The agency's custom tabs, and the separate origin their HTML pages are served from. */
export const ZCustomTabs = z.object({
  tabs: z.array(ZCustomTab),
  /** Scheme, host and port of the tab origin (CUSTOM_TAB_ORIGIN), no trailing slash. */
  tabOrigin: z.string(),
});
export type CustomTabs = z.infer<typeof ZCustomTabs>;

export const ZCustomTabParams = ZWorkspaceParams.extend({ tabId: recordId('The tab') });
