/**
 * Where the pictures of a chat may come from. A picture in a message or a rich part is fetched by
 * the reader's browser, so an answer that names any address could send the conversation to it:
 * only our own server, the pictures the owner set on the agent and the hosts the owner allows are
 * shown as pictures; any other address is shown as a link.
 */
export interface ImageSources {
  /** Our own server's origins (the page's own), which serve the chat's files. */
  ownOrigins: readonly string[];
  /** The pictures the owner set on the agent (avatar, banner...), by exact address. */
  agentImages: readonly string[];
  /** The agent's `allowedImageHosts`: host names, `*.` for subdomains, a port when not the default. */
  allowedHosts: readonly string[];
}

/** The agent's own pictures and allowed hosts, as the public widget data and the dashboard read them. */
export type AgentImageSources = { agentImages: string[]; allowedHosts: string[] };

/**
 * A host as CSP host sources read it and the agent's host lists (allowed domains, allowed image
 * hosts) take it, in lower case: a name, optionally `*.` for its subdomains and a port.
 */
export const HOST_PATTERN = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

/** The agent fields that name a picture the owner configured. */
export const AGENT_IMAGE_FIELDS = [
  'roundedImageURL',
  'rectangleImageURL',
  'chatBgURL',
  'avatarImageURL',
  'headerImageURL',
  'bannerImageURL',
] as const;

type AgentWithImages = { [field in (typeof AGENT_IMAGE_FIELDS)[number]]?: string } & {
  allowedImageHosts?: readonly string[];
};

/** The agent's pictures (web addresses only) and its allowed image hosts. */
export function agentImageSources(agent: AgentWithImages): AgentImageSources {
  const agentImages = AGENT_IMAGE_FIELDS.map((field) => agent[field]?.trim() ?? '').filter((address) =>
    readWebAddress(address),
  );
  return { agentImages, allowedHosts: [...(agent.allowedImageHosts ?? [])] };
}

/** May the chat show `address` as a picture? Anything this cannot read for certain is refused. */
export function isAllowedImage(address: string, sources: ImageSources): boolean {
  const image = readWebAddress(address);
  if (!image) return false;
  if (sources.ownOrigins.some((origin) => readWebAddress(origin)?.origin === image.origin)) return true;
  if (sources.agentImages.includes(address)) return true;
  return sources.allowedHosts.some((allowed) => hostMatches(image, allowed));
}

/**
 * The origins the chat frame's Content-Security-Policy lets pictures load from besides its own:
 * the agent's pictures' origins and its allowed hosts, as CSP source expressions. Each is rebuilt
 * from checked parts, so no text of the agent can add a directive to the header.
 */
export function agentImageCspSources(sources: Omit<ImageSources, 'ownOrigins'>): string[] {
  const origins = sources.agentImages.flatMap((address) => readWebAddress(address)?.origin ?? []);
  const hosts = sources.allowedHosts.flatMap((host) => readAllowedHost(host) ?? []);
  return [...new Set([...origins, ...hosts])];
}

interface WebAddress {
  scheme: string;
  origin: string;
  host: string;
  /** Empty for the scheme's default port. */
  port: string;
}

const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };
/**
 * Scheme, host and port, followed by nothing or a path, query or fragment. Stricter than browsers
 * on purpose: user info, backslashes, spaces or escapes in the host make the address unreadable
 * here, so a browser can never find a different host in it than this did. Core has no `URL` type.
 */
const WEB_ADDRESS = /^(https?):\/\/([a-z0-9.-]+)(?::(\d{1,5}))?(?=[/?#]|$)/i;

function readWebAddress(address: string): WebAddress | undefined {
  const match = WEB_ADDRESS.exec(address);
  if (!match) return undefined;
  const scheme = (match[1] ?? '').toLowerCase();
  const host = (match[2] ?? '').toLowerCase();
  const written = match[3] ? String(Number(match[3])) : '';
  const port = written === DEFAULT_PORTS[scheme] ? '' : written;
  return { scheme, origin: `${scheme}://${host}${port ? `:${port}` : ''}`, host, port };
}

/** As CSP reads a host source: `*.` stands for any subdomain, and no port means the default one. */
function hostMatches(image: WebAddress, allowed: string): boolean {
  const host = readAllowedHost(allowed);
  if (!host) return false;
  const [name = '', port = ''] = host.split(':');
  const samePort = port ? Number(port) === Number(image.port || DEFAULT_PORTS[image.scheme]) : !image.port;
  return samePort && (name.startsWith('*.') ? image.host.endsWith(name.slice(1)) : image.host === name);
}

/** An allowed host written as the agent setting takes it (HOST_PATTERN), lower case; else undefined. */
function readAllowedHost(allowed: string): string | undefined {
  const host = allowed.trim().toLowerCase();
  return HOST_PATTERN.test(host) ? host : undefined;
}
