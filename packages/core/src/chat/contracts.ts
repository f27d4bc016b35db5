import { z } from 'zod';
import { ZRegion } from '../regions.js';
import { freeText, idText, recordId } from '../text.js';

/** Longest visitor message accepted. */
export const MESSAGE_MAX_LENGTH = 4000;
/** How long a visitor token lives after its last use. */
export const VISITOR_TOKEN_TTL_SECONDS = 2 * 60 * 60;
/** The label the test panel shows on answers of the local responder. */
export const LOCAL_RESPONDER_LABEL = 'Local responder (no language model configured)';
/** The label the test panel shows on answers of a `vf` agent's flow runtime. */
export const FLOW_RUNTIME_LABEL = 'Flow runtime (vf)';

const webUrl = z.url({ protocol: /^https?$/, error: 'A link must be an http or https URL.' }).max(2048);

/** Hosts whose videos an answer may embed; any other video is refused. */
export const VIDEO_EMBED_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'youtu.be',
  'vimeo.com',
  'player.vimeo.com',
  'www.loom.com',
];

export const isEmbeddableVideo = (url: string) => {
  // Core runs without DOM or Node types, so the host is read without URL.
  const host = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(url)?.[1]?.toLowerCase();
  return host !== undefined && VIDEO_EMBED_HOSTS.includes(host);
};

export const LEAD_FORM_FIELDS = ['name', 'email', 'phone'] as const;

/**
 * A rich element of an answer (UI engine, spec 002 §3.1 `vg_enableUIEngine`). Answers carry these
 * as data, never as HTML: each client renders them with its own components.
 */
export const ZButtonsPart = z.object({
  type: z.literal('buttons'),
  buttons: z
    .array(z.object({ label: z.string().trim().min(1).max(80) }))
    .min(1)
    .max(10),
});
export const ZCarouselPart = z.object({
  type: z.literal('carousel'),
  items: z
    .array(z.object({ imageUrl: webUrl, title: z.string().max(200).optional(), url: webUrl.optional() }))
    .min(1)
    .max(10),
});
export const ZLinkCardPart = z.object({
  type: z.literal('link-card'),
  url: webUrl,
  title: z.string().min(1).max(200),
  description: z.string().max(1000).optional(),
  imageUrl: webUrl.optional(),
});
export const ZVideoPart = z.object({
  type: z.literal('video'),
  url: webUrl.refine(isEmbeddableVideo, `Videos can only be embedded from ${VIDEO_EMBED_HOSTS.join(', ')}.`),
});
export const ZLeadFormPart = z.object({
  type: z.literal('lead-form'),
  title: z.string().max(200).optional(),
  fields: z.array(z.enum(LEAD_FORM_FIELDS)).min(1).max(3),
});
export const ZRichPart = z.discriminatedUnion('type', [
  ZButtonsPart,
  ZCarouselPart,
  ZLinkCardPart,
  ZVideoPart,
  ZLeadFormPart,
]);
export type RichPart = z.infer<typeof ZRichPart>;

export const ZChatMessage = z.object({
  /** A stored message's id, which the live stream's events carry too; greetings not yet stored have none. */
  id: z.number().int().optional(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  parts: z.array(ZRichPart).optional(),
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

export const ZConversationStarted = z.object({
  conversationId: z.string(),
  /** Send as `Authorization: Bearer <visitorToken>` on the conversation's calls. */
  visitorToken: z.string(),
  expiresAt: z.string(),
  /** The agent's greeting messages, shown before the visitor writes. */
  messages: z.array(ZChatMessage),
});
export type ConversationStarted = z.infer<typeof ZConversationStarted>;

export const ZConversationParams = z.object({ region: ZRegion, conversationId: recordId() });

export const ZSendMessageBody = z.strictObject({
  /** Chosen by the sender; sending the same id again returns the first answer and charges nothing more. */
  messageId: idText('The message id', { error: 'A message id is required.' })
    .min(1, 'A message id is required.')
    .max(64, 'A message id is at most 64 characters.'),
  text: freeText({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(MESSAGE_MAX_LENGTH, `A message is at most ${MESSAGE_MAX_LENGTH} characters.`),
  /** The page the visitor is on as they send (agents with `listenForUrlChanges`), told to the agent. */
  pageUrl: z
    .url({ protocol: /^https?$/, error: 'The page address must be a web address.' })
    .max(2000)
    .optional(),
});
export type SendMessageBody = z.infer<typeof ZSendMessageBody>;

export const ZConversationHistory = z.object({ messages: z.array(ZChatMessage) });

/** A file a visitor attached in the chat (spec 000 §3 "Upload file result"). `url` is public to whoever has it. */
export const ZUploadedFile = z.object({
  url: z.string(),
  path: z.string(),
  id: z.string(),
  dbFilePath: z.string(),
  filename: z.string(),
  sizeKB: z.number(),
});
export type UploadedFile = z.infer<typeof ZUploadedFile>;
