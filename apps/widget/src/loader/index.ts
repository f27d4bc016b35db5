import type { PublicWidgetDataResponse, WidgetLoadBody } from '@agent-platform/core';
import { widgetAnalyticsPath } from '@agent-platform/core/widget/runtime';
import { readEmbedAttributes, renderModeOf } from './embed-attributes.js';
import { mountWidget, type WidgetControls } from './mount-widget.js';

/**
 * The script a customer pastes on their site (ARCHITECTURE §8). It reads its own tag, asks for
 * the agent's public widget data once, and draws the widget; without that data it draws nothing.
 * Its only trace in the page's global scope is `window.agentWidget`.
 */
declare global {
  interface Window {
    agentWidget?: WidgetControls;
  }
}

const script = document.currentScript;
const embed = script instanceof HTMLScriptElement ? readEmbedAttributes(script) : null;
if (embed && !window.agentWidget) void start(embed);

async function start(attributes: NonNullable<typeof embed>) {
  const url = `${attributes.serverOrigin}/api/${attributes.region}/public/agents/${encodeURIComponent(attributes.agentId)}`;
  let data: PublicWidgetDataResponse['data'];
  try {
    const response = await fetch(url, { credentials: 'omit' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    data = ((await response.json()) as PublicWidgetDataResponse).data;
  } catch (error) {
    console.warn('agentWidget: no widget data, nothing to show', error);
    return;
  }
  const draw = () => {
    const controls = mountWidget(attributes, data, renderModeOf(attributes, data.ui.widgetType));
    if (!controls) return;
    window.agentWidget = controls;
    recordPageLoad(attributes);
  };
  // A snippet in <head> runs before <body> exists.
  if (document.body) draw();
  else document.addEventListener('DOMContentLoaded', draw, { once: true });
}

/**
 * One page-load record per load, once the widget is drawn (spec 000 §7 "analytics"). Sent after
 * the launcher, never awaited, and as text/plain so that no preflight is needed; the server adds
 * browser, platform and country from the request itself.
 */
function recordPageLoad(attributes: NonNullable<typeof embed>) {
  const record: Pick<WidgetLoadBody, 'record' | 'ts' | 'origin' | 'pageUrl'> = {
    record: 'loads',
    ts: Date.now(),
    origin: 'web-chat',
    pageUrl: location.href,
  };
  fetch(`${attributes.serverOrigin}${widgetAnalyticsPath(attributes.region, attributes.agentId)}`, {
    method: 'POST',
    body: JSON.stringify(record),
    credentials: 'omit',
    keepalive: true,
  }).catch((error: unknown) => console.warn('agentWidget: the page load was not recorded', error));
}
