import type { IncomingMessage, ServerResponse } from 'node:http';
import { AGENCY_PREVIEW_PATH, CUSTOM_TAB_PAGE_PREFIX } from '@agent-platform/core';
import { VIDEO_PLAYER_ORIGINS } from '@agent-platform/core/widget/runtime';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The chat frame's page (CHAT_FRAME_ROUTE of the widget feature), with or without a query. */
const CHAT_FRAME_PATH = /^\/app\/[^/?#]+\/render\/[^/?#]+\/iframe(?:[?#]|$)/;
/** The preview of an agency's custom tab (spec 001 §2 `/app/{region}/c{tabHref}`), whose page is a frame. */
const CUSTOM_TAB_PREVIEW_PATH = /^\/app\/[^/?#]+\/c(?:[/?#]|$)/;
/** The demo view, which shows the widget over a customer's website in a frame. */
const DEMO_PATH = /^\/app\/[^/?#]+\/prototype(?:[?#]|$)/;
/** The agency settings' live preview, which only the settings page on the same origin frames. */
const isAgencyPreview = (url: string) => (url.split(/[?#]/)[0] ?? '') === AGENCY_PREVIEW_PATH;

/**
 * Security headers on every response. helmet decides the header set; we ask it once at start
 * and then copy the result onto each reply, because building helmet's middleware per request
 * (what the Fastify plugin does) cost a third of a small route's throughput.
 *
 * Pages (the dashboard) get a CSP for a React app; API answers are data and get `default-src 'none'`.
 * Both forbid framing: the dashboard is sent with `frame-ancestors 'none'`. Two exceptions serve
 * customers' websites: the chat frame's page may be framed by any site, and the widget files may be
 * loaded by any site (`Cross-Origin-Resource-Policy: cross-origin`). The agency preview may be
 * framed by its own origin only.
 */
export function registerSecurityHeaders(app: FastifyInstance, secure: boolean, customTabOrigin: string) {
  const common: HelmetOptions = {
    frameguard: { action: 'deny' },
    // `no-referrer` would make browsers send `Origin: null`, which the origin check must refuse.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: secure,
    crossOriginEmbedderPolicy: false,
    // Meta's WhatsApp embedded signup, in a popup the dashboard opens, posts its result (the
    // business account and number) back to its opener; `same-origin` would cut that tie.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
  const pageDirectives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine writes its theme variables into a style element at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    // Deepgram's speech (the Voice tab's previews, a web call's answers) plays from blob: URLs.
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"],
    // Agencies' HTML tabs come from their own origin, in a sandboxed frame (custom-tabs).
    frameSrc: ["'self'", customTabOrigin],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    ...(secure ? { upgradeInsecureRequests: [] } : {}),
  };
  const pageHeaders = headersFrom({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: { ...pageDirectives, frameAncestors: ["'none'"] } },
  });
  // Any site may frame the chat, unless its agent lists allowed domains (narrowFrameAncestors).
  const chatFrameHeaders = headersFrom({
    ...common,
    frameguard: false,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...pageDirectives,
        // Answers' pictures and custom CSS could name any address and so tell it who chats: only
        // our own files load, plus the agent's own pictures and image hosts (allowAgentImages).
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:', 'blob:'],
        // An answer's video plays in its player (VIDEO_PLAYER_ORIGINS); no other site is framed.
        frameSrc: ["'self'", ...VIDEO_PLAYER_ORIGINS],
        frameAncestors: ['*'],
      },
    },
  });
  // The demo page may frame any web page (the customer's site behind the widget); nothing may frame it.
  const demoHeaders = headersFrom({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...pageDirectives, frameSrc: ["'self'", 'https:', 'http:'], frameAncestors: ["'none'"] },
    },
  });
  const agencyPreviewHeaders = headersFrom({
    ...common,
    frameguard: { action: 'sameorigin' },
    contentSecurityPolicy: { useDefaults: false, directives: { ...pageDirectives, frameAncestors: ["'self'"] } },
  });
  // An agency's HTML tab (on its own origin only): sandboxed by the header itself, so even opened
  // directly it runs in an opaque origin with no cookies or storage; any agency domain may frame it.
  // The agency's page may load what it likes (an embed, a font): sandboxing is the whole policy.
  const customTabHeaders = {
    ...headersFrom({
      ...common,
      frameguard: false,
      referrerPolicy: { policy: 'no-referrer' },
      contentSecurityPolicy: false,
    }),
    'content-security-policy': 'sandbox allow-scripts allow-forms allow-popups',
    'cross-origin-resource-policy': 'cross-origin',
  };
  // An iframe tab shows the agency's chosen page: https, or http on this machine (as its contract allows).
  const customTabPreviewHeaders = headersFrom({
    ...common,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...pageDirectives,
        frameSrc: [...pageDirectives.frameSrc, 'https:', 'http://localhost:*', 'http://127.0.0.1:*'],
        frameAncestors: ["'none'"],
      },
    },
  });
  const widgetFileHeaders = { ...pageHeaders, 'cross-origin-resource-policy': 'cross-origin' };
  const apiHeaders = headersFrom({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (url.startsWith('/api/') && !url.startsWith('/api/docs')) reply.headers(apiHeaders);
    else if (url.startsWith('/widget/')) reply.headers(widgetFileHeaders);
    else if (CHAT_FRAME_PATH.test(url)) reply.headers(chatFrameHeaders);
    else if (DEMO_PATH.test(url)) reply.headers(demoHeaders);
    else if (isAgencyPreview(url)) reply.headers(agencyPreviewHeaders);
    else if (url.startsWith(CUSTOM_TAB_PAGE_PREFIX)) reply.headers(customTabHeaders);
    else if (CUSTOM_TAB_PREVIEW_PATH.test(url)) reply.headers(customTabPreviewHeaders);
    else reply.headers(pageHeaders);
    done();
  });
}

function headersFrom(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The chat frame's CSP with `frame-ancestors` narrowed to the agent's allowed domains and our own
 * origin (the dashboard's preview). The domains are checked host patterns (ZAllowedDomain), so
 * they cannot add a directive of their own.
 */
export function narrowFrameAncestors(csp: string, allowedDomains: readonly string[]): string {
  if (allowedDomains.length === 0) return csp;
  return csp.replace(/frame-ancestors \*/, `frame-ancestors 'self' ${allowedDomains.join(' ')}`);
}

/**
 * The chat frame's CSP with `img-src` widened to the agent's own pictures and allowed image hosts,
 * given as checked CSP sources (agentImageCspSources), so they cannot add a directive of their own.
 */
export function allowAgentImages(csp: string, sources: readonly string[]): string {
  if (sources.length === 0) return csp;
  return csp.replace(/img-src [^;]*/, (directive) => `${directive} ${sources.join(' ')}`);
}
