import { describe, expect, it } from 'vitest';
import {
  CUSTOM_TAB_HREF_RESERVED_MESSAGE,
  CUSTOM_TAB_HREF_SLASH_MESSAGE,
  CUSTOM_TAB_IFRAME_URL_MESSAGE,
  tabHrefTaken,
  ZCustomTabBody,
} from './contracts.js';

const tab = {
  label: 'Reports',
  href: '/reports',
  pageType: 'html' as const,
  htmlContent: '<h1>Hi</h1>',
  jsContent: '',
  iframeUrl: '',
  alwaysVisible: false,
};
const messages = (body: unknown) => ZCustomTabBody.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('a custom tab', () => {
  it("keeps its URL as one lowercased path, so '/Reports/' and '/reports' are the same tab", () => {
    expect(ZCustomTabBody.parse({ ...tab, href: ' /Reports/ ' }).href).toBe('/reports');
    expect(tabHrefTaken([{ id: 'a', href: '/reports' }], '/Reports/')).toBe(true);
    expect(tabHrefTaken([{ id: 'a', href: '/reports' }], '/reports', 'a')).toBe(false);
  });

  it("refuses a URL without a leading slash, or a default tab's, in the spec's words", () => {
    expect(messages({ ...tab, href: 'reports' })).toEqual([CUSTOM_TAB_HREF_SLASH_MESSAGE]);
    expect(messages({ ...tab, href: '/Leads' })).toEqual([CUSTOM_TAB_HREF_RESERVED_MESSAGE]);
    expect(messages({ ...tab, href: '/a b' })).toHaveLength(1);
  });

  it('needs an https page for an iframe tab, or http on this machine', () => {
    expect(messages({ ...tab, pageType: 'iframe', iframeUrl: 'http://example.com' })).toEqual([
      CUSTOM_TAB_IFRAME_URL_MESSAGE,
    ]);
    expect(messages({ ...tab, pageType: 'iframe', iframeUrl: 'javascript:alert(1)' })).toHaveLength(1);
    expect(messages({ ...tab, pageType: 'iframe', iframeUrl: 'https://example.com/app' })).toEqual([]);
    expect(messages({ ...tab, pageType: 'iframe', iframeUrl: 'http://127.0.0.1:8080/' })).toEqual([]);
    // An HTML tab keeps no page address to check.
    expect(messages({ ...tab, iframeUrl: 'not a page' })).toEqual([]);
  });
});
