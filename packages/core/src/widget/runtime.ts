/**
 * The widget runtime's constants and its loader/chat message protocol. Free of zod on purpose:
 * the loader and the chat app import this file alone, to stay within their size budgets.
 */

/** The ways a page can show the widget; the embed snippet names one in `data-render-mode`. */
export const RENDER_MODES = ['bottom-right', 'bottom-left', 'popup', 'full-width', 'modal', 'embedded'] as const;
export type RenderMode = (typeof RENDER_MODES)[number];
export const DEFAULT_RENDER_MODE: RenderMode = 'bottom-right';
export const DEFAULT_WIDGET_FONT = 'DM Sans';
/** Spec 000 §9: the proactive bubble appears 1 s after the theme loads. */
export const PROACTIVE_MESSAGE_DELAY_MS = 1000;
/** Spec 000 §4: a dismissed proactive bubble comes back once the dismissal is more than a day old. */
export const PROACTIVE_DISMISSAL_TTL_MS = 24 * 60 * 60 * 1000;
/** Same value as the agent default (spec 000 §9), repeated here so the loader needs no agent module. */
export const WIDGET_MESSAGE_DELAY_MS = 1000;
/** The proactiveMessage value that turns the bubble off (PROACTIVE_MESSAGE_OFF of the agent defaults). */
export const WIDGET_PROACTIVE_OFF = 'none';
/** The `lang` value that means the visitor's browser language (spec 000 §3). */
export const WIDGET_LANGUAGE_AUTOMATIC = 'automatic';

/** The chat frame's path on the server, for an agent in a region. */
export const chatFramePath = (region: 'na' | 'eu', agentId: string) =>
  `/app/${region}/render/${encodeURIComponent(agentId)}/iframe`;

/** The query parameter that tells the chat frame which origin embeds it, the only one it posts to. */
export const HOST_ORIGIN_PARAM = 'hostOrigin';

/** A visitor's conversation as the loader keeps it for the chat frame (ids, never message text). */
export interface KeptConversation {
  conversationId: string;
  visitorToken: string;
}

/**
 * Messages from the chat frame to the loader; the loader takes them only from its own frame at
 * the server's origin. Browsers refuse or partition a third-party frame's storage, so the loader
 * keeps the visitor's conversation in the host page's storage and hands it back to the frame in
 * the frame address's fragment (never sent to any server).
 */
export type WidgetFrameMessage =
  | { type: 'agent-widget:close' }
  | { type: 'agent-widget:conversation'; conversation: KeptConversation | null };

export function readWidgetFrameMessage(data: unknown): WidgetFrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as { type?: unknown; conversation?: unknown };
  if (message.type === 'agent-widget:close') return { type: 'agent-widget:close' };
  if (message.type !== 'agent-widget:conversation') return null;
  const conversation = asKeptConversation(message.conversation);
  return conversation !== undefined ? { type: 'agent-widget:conversation', conversation } : null;
}

/** The kept conversation in `value`, null for "none kept", undefined when `value` is neither. */
export function asKeptConversation(value: unknown): KeptConversation | null | undefined {
  if (value === null) return null;
  const { conversationId, visitorToken } = (value ?? {}) as Record<string, unknown>;
  const token = /^[A-Za-z0-9_-]{1,200}$/;
  return typeof conversationId === 'string' &&
    token.test(conversationId) &&
    typeof visitorToken === 'string' &&
    token.test(visitorToken)
    ? { conversationId, visitorToken }
    : undefined;
}

/**
 * The agent's behaviour settings the loader acts on (spec 000 §3, 002 §3.1), in the product's words:
 * - `autoOpenWidget`: the chat window opens by itself when the page loads.
 * - `autoStartWidget`: the conversation starts by itself when the page loads: the chat is started
 *   in the background (the agent's greeting is ready and the conversation kept for the visitor)
 *   while the window stays closed until the visitor opens it; the proactive bubble never shows,
 *   since the chat has already begun (spec 000 §4).
 * - `listenForUrlChanges`: on single-page sites, the widget follows the visitor's page address as it
 *   changes without a reload (history push/replace, back/forward, hash) and the agent is told the
 *   current page with each message the visitor sends.
 * - `syncBrowser`: the widget is kept in step across the visitor's tabs of the same site: opening or
 *   closing the chat, and the conversation shown, follow the tab where it last changed.
 */
export type WidgetBehaviour = 'autoOpenWidget' | 'autoStartWidget' | 'listenForUrlChanges' | 'syncBrowser';

/**
 * What the dashboard's live preview may change in the chat frame before the agent is published:
 * look only. Custom CSS is not among them; the frame applies it only as the server checked it.
 */
export interface WidgetPreviewLook {
  title?: string;
  customThemeJSONString?: string;
  fontFamily?: string;
}

/** Messages to the chat frame, posted at the server's exact origin: from the loader, or from the dashboard's preview. */
export type WidgetHostMessage =
  | { type: 'agent-widget:page'; url: string }
  | { type: 'agent-widget:preview'; look: WidgetPreviewLook };

/** A loader's or preview's message, or null when `data` is no such message. */
export function readWidgetHostMessage(data: unknown): WidgetHostMessage | null {
  const { type, url, look } = (data ?? {}) as { type?: unknown; url?: unknown; look?: unknown };
  if (type === 'agent-widget:page') {
    return typeof url === 'string' && /^https?:\/\//.test(url) && url.length <= 2000 ? { type, url } : null;
  }
  if (type !== 'agent-widget:preview' || !look || typeof look !== 'object') return null;
  const kept: WidgetPreviewLook = {};
  for (const key of ['title', 'customThemeJSONString', 'fontFamily'] as const) {
    const value = (look as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.length <= 50_000) kept[key] = value;
  }
  return { type, look: kept };
}

/** The `embedded` mode's container in the embed code: the page element the chat is drawn in. */
export const EMBED_CONTAINER_ID = 'agent-chat';

/** Where the server serves the widget loader, the script the embed code includes. */
export const WIDGET_LOADER_PATH = '/widget/loader.js';

/**
 * The code a customer pastes on their website for one render mode (spec 002 §9.4). The loader
 * reads the agent, the region and the mode from the script tag; the default mode needs no attribute.
 * `scriptUrl` is the loader's address the server gives for the dashboard's host.
 */
export function embedCode(input: {
  scriptUrl: string;
  agentId: string;
  region: 'na' | 'eu';
  mode: RenderMode;
}): string {
  const mode = input.mode === DEFAULT_RENDER_MODE ? '' : ` data-render-mode="${input.mode}"`;
  const container = input.mode === 'embedded' ? ` data-container="${EMBED_CONTAINER_ID}"` : '';
  const script = `<script src="${input.scriptUrl}" data-agent-id="${input.agentId}" data-region="${input.region}"${mode}${container}></script>`;
  return input.mode === 'embedded'
    ? `<div id="${EMBED_CONTAINER_ID}" style="width: 500px; max-width: 100%; height: 500px"></div>\n${script}`
    : script;
}

/** The public route the loader reports a page load to (spec 000 §7 "analytics"). */
export const widgetAnalyticsPath = (region: 'na' | 'eu', agentId: string) =>
  `/api/${region}/agents/${encodeURIComponent(agentId)}/analytics`;

/** What a visitor may attach in the chat when the agent has `acceptFileUpload`: pictures and documents that show no script. */
export const CHAT_UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'txt', 'csv'] as const;
export const CHAT_UPLOAD_MAX_MB = 10;
export const CHAT_UPLOAD_IMAGE = /\.(png|jpe?g|gif|webp)$/i;

/**
 * The uploader's rule (spec 000 §8 "Uploader"), the same in the browser and on the server: a file
 * over `maxSizeMB` is refused with 'Max size: {n} MBs', one whose extension is not listed with
 * 'Only {list} Files'. Undefined when the file is accepted.
 */
export function uploadRefusal(
  file: { name: string; size: number },
  rule: { maxSizeMB?: number; extensions?: readonly string[] },
): string | undefined {
  if (rule.maxSizeMB !== undefined && file.size > rule.maxSizeMB * 1024 * 1024)
    return `Max size: ${rule.maxSizeMB} MBs`;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (rule.extensions && (!extension || !rule.extensions.includes(extension))) {
    return onlyTheseFiles(rule.extensions);
  }
  return undefined;
}

/** The uploader's refusal of a file that is not of an accepted type (spec 000 §8 "Uploader"). */
export const onlyTheseFiles = (extensions: readonly string[]) => `Only ${extensions.join(', ')} Files`;

/** The players an answer's video plays in (VIDEO_EMBED_HOSTS' embed addresses): the chat frame may frame only these. */
export const VIDEO_PLAYER_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.loom.com',
] as const;

/**
 * The player address of a YouTube, Vimeo or Loom link, or undefined for any other link (which is
 * then only a link). YouTube plays from its no-cookie host.
 */
export function videoEmbedUrl(url: string): string | undefined {
  const match = /^https?:\/\/(?:www\.)?([^/?#]+)(\/[^?#]*)?(\?[^#]*)?/i.exec(url.trim());
  if (!match) return undefined;
  const [, host = '', path = '', query = ''] = match;
  const id = (pattern: RegExp, text: string) => pattern.exec(text)?.[1];
  let videoId: string | undefined;
  switch (host.toLowerCase()) {
    case 'youtube.com':
      videoId = path === '/watch' ? id(/[?&]v=([\w-]{6,20})/, query) : id(/^\/(?:embed|shorts)\/([\w-]{6,20})/, path);
      return videoId && `${VIDEO_PLAYER_ORIGINS[0]}/embed/${videoId}`;
    case 'youtu.be':
      videoId = id(/^\/([\w-]{6,20})/, path);
      return videoId && `${VIDEO_PLAYER_ORIGINS[0]}/embed/${videoId}`;
    case 'vimeo.com':
      videoId = id(/^\/(\d{1,15})/, path);
      return videoId && `${VIDEO_PLAYER_ORIGINS[1]}/video/${videoId}`;
    case 'player.vimeo.com':
      videoId = id(/^\/video\/(\d{1,15})/, path);
      return videoId && `${VIDEO_PLAYER_ORIGINS[1]}/video/${videoId}`;
    case 'loom.com':
      videoId = id(/^\/(?:share|embed)\/([0-9a-f]{16,40})/i, path);
      return videoId && `${VIDEO_PLAYER_ORIGINS[2]}/embed/${videoId}`;
    default:
      return undefined;
  }
}
