import { z } from 'zod';
import { HOST_PATTERN } from '../chat/image-sources.js';
import { HANDOFF_BUTTON_TYPES } from '../conversations/handoff.js';
import { ZWebCallSettings } from '../voice/web-calls.js';

/**
 * A site allowed to embed the chat (the agent's `allowedDomains`): a host name, optionally with
 * a `*.` wildcard for its subdomains and a port, as CSP `frame-ancestors` reads it.
 */
export const ALLOWED_DOMAIN_MESSAGE = 'Enter a domain such as example.com, *.example.com or localhost:3000.';
export const ZAllowedDomain = z.string().trim().toLowerCase().max(253).regex(HOST_PATTERN, ALLOWED_DOMAIN_MESSAGE);

/**
 * Browsers and proxies keep the public widget data but ask again (with its ETag) on every load:
 * a published change reaches websites at once, and an unchanged agent costs a 304. The server
 * reads the agent from the database on each ask, so every process behind one database agrees
 * without any process-local cache to clear.
 */
export const PUBLIC_WIDGET_DATA_CACHE_CONTROL = 'no-cache';

/**
 * What the widget runtime reads of an agent, on any website and without credentials (spec 000 §3
 * "Public widget data read by the runtime"), plus the few settings the loader and the chat need
 * (title for the chat header, message pacing, history forgetting, the default render mode).
 * An allowlist: nothing else of the agent document is ever sent.
 */
export const ZPublicWidgetData = z.object({
  ID: z.string(),
  ownerID: z.string(),
  title: z.string(),
  theme: z.string(),
  customThemeJSONString: z.string().optional(),
  ADVANCED_customCSS: z.string().optional(),
  fontFamily: z.string(),
  lang: z.string(),
  autoOpenWidget: z.boolean(),
  autoStartWidget: z.boolean(),
  proactiveMessage: z.string(),
  roundedImageURL: z.string(),
  whatsappPhoneNumber: z.string().optional(),
  messageDelayMS: z.number(),
  scrollAnimation: z.boolean(),
  /** The visitor may attach a file (CHAT_UPLOAD_EXTENSIONS, up to CHAT_UPLOAD_MAX_MB). */
  acceptFileUpload: z.boolean(),
  chatForget: z.boolean(),
  syncBrowser: z.boolean(),
  listenForUrlChanges: z.boolean(),
  ui: z.object({ showWhatsappButtonOnWeb: z.boolean(), widgetType: z.string().optional() }),
  /** Asking for a person (spec 002 §3.1 Handoff); `handoffButtonType` absent means no handoff. */
  handoff: z
    .object({
      buttonType: z.enum(HANDOFF_BUTTON_TYPES),
      link: z.string().optional(),
      alwaysShow: z.boolean(),
      fixedPopup: z.boolean(),
      title: z.string(),
      subtitle: z.string(),
    })
    .optional(),
  /** Web calls from the chat (`voiceConfig.config.enableWebCalling`); absent: no call button. */
  webCall: ZWebCallSettings.optional(),
  /** Where pictures in answers may come from besides our own server (agentImageSources); others show as links. */
  imageSources: z.object({ agentImages: z.array(z.string()), allowedHosts: z.array(z.string()) }),
});
export type PublicWidgetData = z.infer<typeof ZPublicWidgetData>;

export const ZPublicWidgetDataResponse = z.object({ data: ZPublicWidgetData });
export type PublicWidgetDataResponse = z.infer<typeof ZPublicWidgetDataResponse>;

export const WIDGET_LOAD_RECORD = 'loads';

/**
 * A page-load analytics record as the loader sends it (spec 000 §7 "analytics": region, record
 * 'loads', ts, browser, origin 'web-chat', platform, countryCode, ipAddress, confirmed_bucket).
 * Only `record`, `ts` and `origin` are taken from the page: the server reads browser and
 * platform from the User-Agent and the country from the request address, and never trusts a
 * sent country or IP, so those fields are accepted for the spec's shape and then ignored.
 */
export const ZWidgetLoadBody = z.object({
  record: z.literal(WIDGET_LOAD_RECORD, { error: "The analytics record must be 'loads'." }),
  ts: z.number().int().nonnegative().optional(),
  origin: z.literal('web-chat').default('web-chat'),
  /** The page the widget loaded on; stored as origin and path only. */
  pageUrl: z.string().max(2000).optional(),
  browser: z.string().max(200).optional(),
  platform: z.string().max(200).optional(),
  countryCode: z.string().max(10).optional(),
  ipAddress: z.string().max(100).optional(),
  confirmed_bucket: z.unknown().optional(),
});
export type WidgetLoadBody = z.infer<typeof ZWidgetLoadBody>;

/** The answer to a recorded load: nothing about the visitor is echoed back. */
export const ZWidgetLoadRecorded = z.object({ recorded: z.boolean() });
export type WidgetLoadRecorded = z.infer<typeof ZWidgetLoadRecorded>;
