import { CUSTOM_TAB_NOT_FOUND_MESSAGE } from '@agent-platform/core';
import type { Db } from '../../platform/db/regions.js';
import { notFound } from '../../platform/errors.js';
import { getCustomTabs } from './get-custom-tabs.js';

/**
 * An HTML tab's page on the tab origin: the agency's HTML, then its JavaScript in a script element.
 * The agency writes both on purpose; what keeps them from the dashboard is the separate origin and
 * the sandbox CSP the page is sent with, not any filtering here. An iframe tab has no page of ours.
 */
export async function renderCustomTabPage(db: Db, workspaceUid: string, tabId: string): Promise<string> {
  const { tabs } = await getCustomTabs(db, workspaceUid, '');
  const tab = tabs.find((candidate) => candidate.id === tabId && candidate.pageType === 'html');
  if (!tab) throw notFound(CUSTOM_TAB_NOT_FOUND_MESSAGE);
  // `</script` inside the code would end the element early; `<\/` means the same in JavaScript strings.
  const script = tab.jsContent.trim() ? `<script>${tab.jsContent.replace(/<\/(script)/gi, '<\\/$1')}</script>` : '';
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(tab.label)}</title>
</head>
<body>
${tab.htmlContent}
${script}
</body>
</html>
`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
