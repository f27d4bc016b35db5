/**
 * Entry of the embeddable widget. For now it only reads the embed snippet's attributes and
 * remembers where it was loaded from; drawing the launcher and opening the chat iframe
 * (ARCHITECTURE section 8) arrive with the widget feature.
 */
export interface EmbedAttributes {
  agentId: string | null;
  serverOrigin: string;
}

export function readEmbedAttributes(script: HTMLScriptElement): EmbedAttributes {
  return { agentId: script.dataset.agentId ?? null, serverOrigin: new URL(script.src).origin };
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement) {
  (window as unknown as { agentWidget?: EmbedAttributes }).agentWidget = readEmbedAttributes(current);
}
