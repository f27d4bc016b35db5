import type { PublicWidgetData } from '@agent-platform/core';
import {
  chatFramePath,
  HOST_ORIGIN_PARAM,
  PROACTIVE_MESSAGE_DELAY_MS,
  type RenderMode,
  readWidgetFrameMessage,
  WIDGET_MESSAGE_DELAY_MS,
  WIDGET_PROACTIVE_OFF,
  type WidgetHostMessage,
} from '@agent-platform/core/widget/runtime';
import { fontStackOf, primaryColorOf } from '../shared/theme.js';
import type { EmbedAttributes } from './embed-attributes.js';
import { keepConversation, loadKeptConversation } from './kept-conversation.js';
import { followPageAddress } from './page-address.js';
import { isProactiveDismissed, rememberProactiveDismissed } from './proactive-dismissal.js';
import { keepOpenState, syncAcrossTabs, wasOpenInAnotherTab } from './tab-sync.js';
import { CHAT_ICON, EMBEDDED_HOST_STYLE, HOST_STYLE, WHATSAPP_ICON, WIDGET_CSS } from './widget-styles.js';

/** What the page may call: the one object the widget puts in the page's global scope. */
export interface WidgetControls {
  open(): void;
  close(): void;
}

/**
 * Draws the widget for `data` in one shadow-root host: launcher with its badge, proactive bubble
 * and WhatsApp button, and the chat frame (made on first open, then kept so the chat survives a
 * close). Returns null when the embedded mode's container is missing: then nothing renders.
 */
export function mountWidget(embed: EmbedAttributes, data: PublicWidgetData, mode: RenderMode): WidgetControls | null {
  const embedded = mode === 'embedded';
  const container = embedded ? document.getElementById(embed.containerId ?? '') : document.body;
  if (!container) {
    console.warn(`agentWidget: no element with id "${embed.containerId ?? ''}" to embed the chat in`);
    return null;
  }
  const host = document.createElement('div');
  host.setAttribute('style', embedded ? EMBEDDED_HOST_STYLE : HOST_STYLE);
  host.setAttribute('data-agent-widget', embed.agentId);
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = WIDGET_CSS;
  const widget = element('div', `w ${mode}${mode === 'bottom-left' ? ' left' : ''}`);
  widget.style.setProperty('--primary', primaryColorOf(data.customThemeJSONString));
  widget.style.setProperty('--font', fontStackOf(data.fontFamily));
  root.append(style, widget);

  const frame = element('div', 'frame');
  frame.hidden = true;
  let iframe: HTMLIFrameElement | undefined;
  const backdrop = element('div', 'backdrop');
  backdrop.hidden = true;
  let isOpen = false;
  /** The conversation our frame shows, so that another tab's same conversation reloads nothing. */
  let shownConversation: string | undefined;

  const launcher = element('button', 'launcher');
  launcher.type = 'button';
  launcher.setAttribute('aria-label', `Open chat with ${data.title}`);
  launcher.setAttribute('aria-expanded', 'false');
  if (data.roundedImageURL && /^https?:\/\//i.test(data.roundedImageURL)) {
    const image = element('img', '');
    image.src = data.roundedImageURL;
    image.alt = '';
    launcher.append(image);
  } else {
    launcher.innerHTML = CHAT_ICON;
  }
  const badge = element('span', 'badge');
  badge.textContent = '1';
  badge.setAttribute('aria-hidden', 'true');
  launcher.append(badge);

  const proactive = element('div', 'proactive');
  proactive.hidden = true;
  proactive.setAttribute('role', 'status');
  const proactiveText = element('button', 'proactive-text');
  proactiveText.type = 'button';
  proactiveText.textContent = data.proactiveMessage;
  const dismiss = element('button', 'dismiss');
  dismiss.type = 'button';
  dismiss.textContent = '×';
  dismiss.setAttribute('aria-label', 'Dismiss message');
  proactive.append(proactiveText, dismiss);

  const whatsappNumber = data.whatsappPhoneNumber?.replace(/\D/g, '');
  const whatsapp = data.ui.showWhatsappButtonOnWeb && whatsappNumber ? element('a', 'whatsapp') : undefined;
  if (whatsapp) {
    whatsapp.href = `https://wa.me/${whatsappNumber}`;
    whatsapp.target = '_blank';
    whatsapp.rel = 'noopener noreferrer';
    whatsapp.setAttribute('aria-label', 'Chat on WhatsApp');
    whatsapp.innerHTML = WHATSAPP_ICON;
  }

  widget.append(backdrop, frame);
  if (!embedded) widget.append(proactive, ...(whatsapp ? [whatsapp] : []), launcher);
  container.append(host);

  // The chat frame, made when first needed: on open, or at once to start the chat (autoStartWidget).
  const makeFrame = () => {
    iframe?.remove();
    iframe = element('iframe', '');
    iframe.title = `Chat with ${data.title}`;
    // Web calls listen through the microphone, which a cross-origin frame only gets when allowed.
    iframe.allow = 'microphone; autoplay';
    const src = new URL(chatFramePath(embed.region, embed.agentId), embed.serverOrigin);
    src.searchParams.set(HOST_ORIGIN_PARAM, location.origin);
    const kept = loadKeptConversation(embed.agentId);
    shownConversation = kept?.conversationId;
    if (kept) src.hash = new URLSearchParams({ ...kept }).toString();
    iframe.src = src.href;
    if (data.listenForUrlChanges) iframe.addEventListener('load', tellPageAddress);
    frame.append(iframe);
  };
  // Posted only to our frame, at the server's exact origin.
  const tellPageAddress = () => {
    const message: WidgetHostMessage = { type: 'agent-widget:page', url: location.href };
    iframe?.contentWindow?.postMessage(message, embed.serverOrigin);
  };
  // Opened from another tab before its conversation is kept, the frame waits for it (syncBrowser)
  // instead of starting a second conversation.
  const open = (fromOtherTab?: boolean) => {
    if (isOpen) return;
    isOpen = true;
    if (!iframe && !(fromOtherTab && !loadKeptConversation(embed.agentId))) makeFrame();
    frame.hidden = false;
    backdrop.hidden = mode !== 'modal';
    launcher.hidden = true;
    proactive.hidden = true;
    if (whatsapp) whatsapp.hidden = true;
    launcher.setAttribute('aria-expanded', 'true');
  };
  const close = () => {
    if (!isOpen || embedded) return;
    isOpen = false;
    frame.hidden = true;
    backdrop.hidden = true;
    launcher.hidden = false;
    badge.hidden = true;
    if (whatsapp) whatsapp.hidden = false;
    launcher.setAttribute('aria-expanded', 'false');
    launcher.focus();
  };

  // What the visitor does here is what their other tabs follow (syncBrowser).
  const openHere = () => {
    open();
    if (data.syncBrowser) keepOpenState(embed.agentId, true);
  };
  const closeHere = () => {
    close();
    if (data.syncBrowser) keepOpenState(embed.agentId, false);
  };
  launcher.addEventListener('click', () => openHere());
  proactiveText.addEventListener('click', () => openHere());
  backdrop.addEventListener('click', closeHere);
  dismiss.addEventListener('click', () => {
    proactive.hidden = true;
    rememberProactiveDismissed(embed.agentId);
  });
  // Only the chat frame we opened, served from our origin, is listened to.
  window.addEventListener('message', (event) => {
    if (event.origin !== embed.serverOrigin || !iframe || event.source !== iframe.contentWindow) return;
    const message = readWidgetFrameMessage(event.data);
    if (message?.type === 'agent-widget:close') closeHere();
    else if (message) {
      shownConversation = message.conversation?.conversationId;
      keepConversation(embed.agentId, message.conversation);
    }
  });
  if (data.listenForUrlChanges) followPageAddress(tellPageAddress);
  if (data.syncBrowser) {
    syncAcrossTabs(embed.agentId, {
      opened: (opened) => (opened ? open(true) : close()),
      // Another tab started or switched conversation: show it here too, if our chat is in use.
      conversationChanged: (conversationId) => {
        if ((iframe || isOpen) && conversationId !== shownConversation) makeFrame();
      },
    });
  }

  setTimeout(() => {
    badge.textContent = '2';
  }, data.messageDelayMS || WIDGET_MESSAGE_DELAY_MS);
  setTimeout(() => {
    const text = data.proactiveMessage.trim();
    const wanted = text !== '' && text !== WIDGET_PROACTIVE_OFF && !data.autoStartWidget;
    if (wanted && !embedded && !isOpen && !isProactiveDismissed(embed.agentId)) proactive.hidden = false;
  }, PROACTIVE_MESSAGE_DELAY_MS);

  if (embedded || data.autoOpenWidget || (data.syncBrowser && wasOpenInAnotherTab(embed.agentId))) open();
  else if (data.autoStartWidget) makeFrame();
  return { open: openHere, close: closeHere };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  return node;
}
