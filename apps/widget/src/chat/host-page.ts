import { readWidgetHostMessage, type WidgetFrameMessage } from '@agent-platform/core/widget/runtime';
import type { FrameAddress } from './frame-address.js';

/** Whether a loader on a page embeds us and told us its origin: only then do we talk to it. */
export const isEmbedded = (address: FrameAddress) => window.parent !== window && address.hostOrigin !== null;

/** A message to the loader, at the embedding page's exact origin and no other. */
export function tellHostPage(address: FrameAddress, message: WidgetFrameMessage) {
  if (isEmbedded(address) && address.hostOrigin) window.parent.postMessage(message, address.hostOrigin);
}

let visitorPage: string | undefined;

/**
 * Listens for the page address the loader sends (agents with listenForUrlChanges), from the
 * embedding page at its exact origin only; the latest goes with the visitor's next message.
 */
export function followHostPage(address: FrameAddress) {
  if (!isEmbedded(address)) return;
  addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== address.hostOrigin) return;
    const message = readWidgetHostMessage(event.data);
    if (message) visitorPage = message.url;
  });
}

/** The visitor's current page as the loader last told it, if it did. */
export const currentHostPage = () => visitorPage;
