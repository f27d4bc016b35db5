import { z } from 'zod';
import { ZRegion } from '../regions.js';

/** Longest visitor message accepted. */
export const MESSAGE_MAX_LENGTH = 4000;
/** How long a visitor token lives after its last use. */
export const VISITOR_TOKEN_TTL_SECONDS = 2 * 60 * 60;
/** The label the test panel shows on answers of the local responder. */
export const LOCAL_RESPONDER_LABEL = 'Local responder (no language model configured)';

export const ZChatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
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

export const ZConversationParams = z.object({ region: ZRegion, conversationId: z.string().min(1).max(64) });

export const ZSendMessageBody = z.strictObject({
  /** Chosen by the sender; sending the same id again returns the first answer and charges nothing more. */
  messageId: z
    .string({ error: 'A message id is required.' })
    .min(1, 'A message id is required.')
    .max(64, 'A message id is at most 64 characters.'),
  text: z
    .string({ error: 'Please enter a message.' })
    .trim()
    .min(1, 'Please enter a message.')
    .max(MESSAGE_MAX_LENGTH, `A message is at most ${MESSAGE_MAX_LENGTH} characters.`),
});
export type SendMessageBody = z.infer<typeof ZSendMessageBody>;

export const ZConversationHistory = z.object({ messages: z.array(ZChatMessage) });

/** What the last server-sent event (`done`) of an answer carries. */
export interface AnswerSummary {
  messageId: string;
  text: string;
  responder: 'model' | 'local';
  label?: string;
  modelId?: string;
  inputTokens?: number;
  outputTokens?: number;
  credits: number;
  latencyMs: number;
}
