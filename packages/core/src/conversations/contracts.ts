import { z } from 'zod';
import { ZRichPart } from '../chat/contracts.js';
import { ZRegion } from '../regions.js';
import { freeText, idText, nameText, recordId } from '../text.js';
import { CONVERSATION_TAGS_MAX, tagList } from './tags.js';

/**
 * The Chats tab (`convos`, spec 002 §2.1) and human takeover: a member reads an agent's
 * conversations, takes one over so the AI stops answering (`manualControl`), replies as a human,
 * and hands it back.
 */

export const CHANNELS = ['web', 'whatsapp', 'instagram', 'messenger', 'telegram', 'discord', 'voice'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Who a conversation is with now: the AI, a member who took it over, or waiting for one. */
export const CONVERSATION_STATES = ['ai', 'human', 'handoff'] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

/** Spec 002 §3.14: an answer's sender. A visitor's own messages have none. */
export const ZMessageSender = z.enum(['ai', 'human']);
export type MessageSender = z.infer<typeof ZMessageSender>;

export const ZConversationSummary = z.object({
  id: z.string(),
  agentId: z.string(),
  channel: z.string(),
  countryCode: z.string().nullable(),
  /** The visitor's latest message (the latest message before the visitor writes), cut to a preview. */
  preview: z.string().nullable(),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  /** Visitor messages since a member last opened the transcript. */
  unread: z.number().int().nonnegative(),
  tags: z.array(z.string()),
  state: z.enum(CONVERSATION_STATES),
  manualControl: z.boolean(),
  delegatedTo: z.string().nullable(),
  ended: z.boolean(),
});
export type ConversationSummary = z.infer<typeof ZConversationSummary>;

export const CONVERSATIONS_PAGE_SIZE = 50;
const isoDate = z.iso.datetime({ offset: true, error: 'Dates must be ISO 8601 date-times.' });

export const ZConversationListQuery = z.object({
  agentId: recordId().optional(),
  channel: z.enum(CHANNELS).optional(),
  state: z.enum(CONVERSATION_STATES).optional(),
  tag: nameText('A tag').min(1).max(64).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Words to find in the conversation's messages. */
  q: freeText().trim().min(1).max(200).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: idText('The page cursor').max(200).optional(),
});
export type ConversationListQuery = z.infer<typeof ZConversationListQuery>;

export const ZConversationList = z.object({
  conversations: z.array(ZConversationSummary),
  nextCursor: z.string().nullable(),
});
export type ConversationList = z.infer<typeof ZConversationList>;

export const ZTranscriptMessage = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  sender: ZMessageSender.nullable(),
  content: z.string(),
  createdAt: z.string(),
  parts: z.array(ZRichPart).optional(),
});
export type TranscriptMessage = z.infer<typeof ZTranscriptMessage>;

export const ZTranscript = z.object({
  conversation: ZConversationSummary,
  messages: z.array(ZTranscriptMessage),
  /** A phone call's recording, when the agent records calls (voiceConfig `recordAudio`). */
  recordingUrl: z.string().nullable().optional(),
});
export type Transcript = z.infer<typeof ZTranscript>;

export const ZMemberConversationParams = z.object({
  region: ZRegion,
  uid: recordId(),
  conversationId: recordId(),
});

export const MEMBER_REPLY_MAX_LENGTH = 4000;
export const ZMemberReplyBody = z.strictObject({
  text: freeText({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(MEMBER_REPLY_MAX_LENGTH, `A message is at most ${MEMBER_REPLY_MAX_LENGTH} characters.`),
});

/** A conversation that is not taken over cannot get a member's reply. */
export const NOT_TAKEN_OVER_MESSAGE = 'Take over the conversation before replying: the AI is answering it.';

export const ZHandoffRequested = z.object({ requested: z.literal(true) });

/**
 * What the visitor's live stream sends: a member's reply, and the conversation passing between
 * the AI and a member.
 */
export type VisitorLiveEvent =
  | { type: 'message'; message: TranscriptMessage }
  | { type: 'control'; manualControl: boolean; handoffRequested: boolean };

export const NOTHING_TO_UPDATE_MESSAGE = 'Nothing to change: send the tags or the member to delegate to.';

/** Tags and delegation of a conversation; only the fields sent change. */
export const ZUpdateConversationBody = z
  .strictObject({
    tags: tagList(CONVERSATION_TAGS_MAX, `A conversation has at most ${CONVERSATION_TAGS_MAX} tags.`),
    /** A member's email, or null to take the delegation back. */
    delegatedTo: z.email('Pick a member of this workspace.').nullable(),
  })
  .partial()
  .refine((body) => body.tags !== undefined || body.delegatedTo !== undefined, NOTHING_TO_UPDATE_MESSAGE);
export type UpdateConversationBody = z.infer<typeof ZUpdateConversationBody>;

export const DELEGATE_NOT_MEMBER_MESSAGE = 'Pick a member of this workspace.';

export const CONVERSATION_EXPORT_FORMATS = ['text', 'json'] as const;
export const ZConversationExportQuery = z.object({ format: z.enum(CONVERSATION_EXPORT_FORMATS).default('text') });
