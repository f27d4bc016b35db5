import { DEFAULT_RENDER_MODE, RENDER_MODES, type RenderMode } from '@agent-platform/core/widget/runtime';

/** What the embed snippet's script tag says: which agent, where, and how to show it. */
export interface EmbedAttributes {
  agentId: string;
  /** Spec 000 §2: 'eu' reads from the eu region, anything else from na. */
  region: 'na' | 'eu';
  /** The origin the loader was served from: the API, the chat frame, and the only origin messages are taken from. */
  serverOrigin: string;
  /** Absent: the agent's own `ui.widgetType` if it names a mode, else bottom-right. */
  renderMode: RenderMode | undefined;
  /** The `embedded` mode's container, named by `data-container` (an element id). */
  containerId: string | undefined;
}

/** The snippet's attributes, or null when it names no agent (then nothing renders). */
export function readEmbedAttributes(script: HTMLScriptElement): EmbedAttributes | null {
  const agentId = script.dataset.agentId?.trim();
  if (!agentId) return null;
  return {
    agentId,
    region: script.dataset.region === 'eu' ? 'eu' : 'na',
    serverOrigin: new URL(script.src).origin,
    renderMode: asRenderMode(script.dataset.renderMode),
    containerId: script.dataset.container || undefined,
  };
}

export function asRenderMode(value: string | undefined): RenderMode | undefined {
  return RENDER_MODES.find((mode) => mode === value);
}

export const renderModeOf = (attributes: EmbedAttributes, widgetType: string | undefined): RenderMode =>
  attributes.renderMode ?? asRenderMode(widgetType) ?? DEFAULT_RENDER_MODE;
