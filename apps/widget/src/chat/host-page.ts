import {
  readWidgetHostMessage,
  type WidgetFrameMessage,
  type WidgetPreviewLook,
} from '@agent-platform/core/widget/runtime';
import { useSyncExternalStore } from 'react';
import type { FrameAddress } from './frame-address.js';

/** Whether a loader on a page embeds us and told us its origin: only then do we talk to it. */
export const isEmbedded = (address: FrameAddress) => window.parent !== window && address.hostOrigin !== null;

/** A message to the loader, at the embedding page's exact origin and no other. */
export function tellHostPage(address: FrameAddress, message: WidgetFrameMessage) {
  if (isEmbedded(address) && address.hostOrigin) window.parent.postMessage(message, address.hostOrigin);
}

let visitorPage: string | undefined;
let previewLook: WidgetPreviewLook | null = null;
const previewListeners = new Set<() => void>();

/**
 * Listens to the embedding page, at its exact origin only: the page address the loader sends
 * (agents with listenForUrlChanges), whose latest goes with the visitor's next message, and the
 * unpublished look the dashboard's live preview sends.
 */
export function followHostPage(address: FrameAddress) {
  if (!isEmbedded(address)) return;
  addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== address.hostOrigin) return;
    const message = readWidgetHostMessage(event.data);
    if (message?.type === 'agent-widget:page') visitorPage = message.url;
    if (message?.type === 'agent-widget:preview') {
      previewLook = message.look;
      for (const listener of previewListeners) listener();
    }
  });
}

/** The visitor's current page as the loader last told it, if it did. */
export const currentHostPage = () => visitorPage;

/** The look the dashboard's preview asks for, over the published one; null outside the preview. */
export function usePreviewLook(): WidgetPreviewLook | null {
  return useSyncExternalStore(
    (listener) => {
      previewListeners.add(listener);
      return () => previewListeners.delete(listener);
    },
    () => previewLook,
  );
}
