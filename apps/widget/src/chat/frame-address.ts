import { asKeptConversation, HOST_ORIGIN_PARAM, type KeptConversation } from '@agent-platform/core/widget/runtime';

/** Where this chat frame is: the agent and region from its path, and the page that embeds it. */
export interface FrameAddress {
  region: 'na' | 'eu';
  agentId: string;
  /** The embedding page's origin as the loader told it: the only target of our messages. Null when unknown. */
  hostOrigin: string | null;
  /** The visitor's conversation the loader kept from an earlier page, from the address's fragment. */
  keptConversation: KeptConversation | null;
}

export function readFrameAddress(location: Location): FrameAddress | null {
  const match = /^\/app\/([^/]+)\/render\/([^/]+)\/iframe\/?$/.exec(location.pathname);
  if (!match) return null;
  return {
    region: match[1] === 'eu' ? 'eu' : 'na',
    agentId: decodeURIComponent(match[2] ?? ''),
    hostOrigin: originOf(new URLSearchParams(location.search).get(HOST_ORIGIN_PARAM)),
    keptConversation: asKeptConversation(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))) ?? null,
  };
}

function originOf(value: string | null): string | null {
  if (!value) return null;
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
