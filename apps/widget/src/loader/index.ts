import type { PublicWidgetDataResponse } from '@agent-platform/core';
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
    if (controls) window.agentWidget = controls;
  };
  // A snippet in <head> runs before <body> exists.
  if (document.body) draw();
  else document.addEventListener('DOMContentLoaded', draw, { once: true });
}
