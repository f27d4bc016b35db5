import type { WidgetFrameMessage } from '@agent-platform/core/widget/runtime';
import type { FrameAddress } from './frame-address.js';

/** Whether a loader on a page embeds us and told us its origin: only then do we talk to it. */
export const isEmbedded = (address: FrameAddress) => window.parent !== window && address.hostOrigin !== null;

/** A message to the loader, at the embedding page's exact origin and no other. */
export function tellHostPage(address: FrameAddress, message: WidgetFrameMessage) {
  if (isEmbedded(address) && address.hostOrigin) window.parent.postMessage(message, address.hostOrigin);
}
