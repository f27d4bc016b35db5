import { describe, expect, it } from 'vitest';
import type { CustomTab } from './contracts.js';
import { clientCustomTabs, shellCustomTabs } from './shell-tabs.js';

const tab = (fields: Partial<CustomTab>): CustomTab => ({
  id: 'tab1',
  label: 'Reports',
  href: '/reports',
  pageType: 'html',
  htmlContent: '<p>hi</p>',
  jsContent: '',
  iframeUrl: '',
  alwaysVisible: false,
  iconUrl: null,
  ...fields,
});

describe("an agency's custom tabs in the agent shell", () => {
  it('gives a client the always visible tabs and those in its canAccess, in the agency order', () => {
    const tabs = [
      tab({ id: 'a', href: '/always', alwaysVisible: true }),
      tab({ id: 'b', href: '/hidden' }),
      tab({ id: 'c', href: '/granted' }),
    ];
    expect(clientCustomTabs(tabs, ['/convos', '/granted']).map((t) => t.id)).toEqual(['a', 'c']);
    expect(clientCustomTabs(tabs, []).map((t) => t.id)).toEqual(['a']);
  });

  it('opens an HTML tab from the tab origin and an iframe tab at its own URL, without the HTML', () => {
    const where = { region: 'eu' as const, workspaceUid: 'ws 1', tabOrigin: 'https://tabs.example.com' };
    const [html, framed] = shellCustomTabs(
      [tab({}), tab({ id: 'f', pageType: 'iframe', iframeUrl: 'https://cal.example.com/x', iconUrl: '/i.png' })],
      where,
    );
    expect(html).toEqual({
      id: 'tab1',
      label: 'Reports',
      href: '/reports',
      iconUrl: null,
      pageType: 'html',
      pageUrl: 'https://tabs.example.com/custom-tabs/eu/ws%201/tab1',
    });
    expect(framed).toMatchObject({ pageUrl: 'https://cal.example.com/x', iconUrl: '/i.png' });
  });
});
