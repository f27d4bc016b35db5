import { z } from 'zod';
import { ZRegion } from '../regions.js';

/**
 * The AI CSS Assistant beside the custom CSS editor (spec 000 §2 "AI CSS Assistant", §4, §7):
 * the owner asks in words, the workspace's language model answers with CSS for the chat frame,
 * and the CSS in its reply goes into the editor.
 */

/** What the editor shows while the agent has no custom CSS: the chat's parts, every rule commented out. */
export const DEFAULT_CUSTOM_CSS_SAMPLE = `/* Custom CSS for the chat window. It applies inside the chat only, never to your website.
   Remove the comment marks around a rule to use it.

.chat header {
  background: #1c2541;
}

.message.assistant {
  border-radius: 4px 16px 16px 16px;
}

.message.user {
  background: #0b7285;
}

.composer textarea {
  font-size: 15px;
}
*/
`;

/** Quick suggestions offered before the owner has written anything. */
export const CSS_ASSISTANT_SUGGESTIONS = [
  'Make the header dark with white text',
  'Round the message bubbles more',
  'Use a larger font for messages',
  'Give the send button a pill shape',
] as const;

export const CSS_ASSISTANT_TEXTS = {
  title: 'Generate custom styles',
  inserted: 'CSS generated and inserted successfully!',
  noCssInReply: 'Generated response but no CSS code found. Please check the chat for the response.',
  noCssInMessage: 'No CSS code found in this message.',
  insertedManually: 'CSS inserted manually!',
  failed: 'Failed to generate CSS. Please try again.',
  apology: 'Sorry, I could not generate styles this time. Please try again.',
  noLanguageModel: 'No language model is configured. Add one on the Credentials page to generate CSS.',
} as const;

const MAX_CSS_CHARS = 50_000;

export const ZCssAssistantMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(20_000),
});
export type CssAssistantMessage = z.infer<typeof ZCssAssistantMessage>;

/** POST /api/ai-css-generator (spec 000 §9): the chat so far, the editor's CSS, and whose agent it is. */
export const ZAiCssGeneratorBody = z.object({
  messages: z
    .array(ZCssAssistantMessage)
    .min(1)
    .max(40)
    .refine((messages) => messages.at(-1)?.role === 'user' && messages.at(-1)?.content.trim() !== '', {
      message: 'Write what the chat should look like.',
    }),
  currentCSS: z.string().max(MAX_CSS_CHARS).default(''),
  /** The signed-in user as the dashboard knows them; the session decides access, this is informative. */
  userData: z
    .object({ uid: z.string().max(128).optional() })
    .partial()
    .optional(),
  agentID: z.string().min(1).max(64),
  /** The agent's region. */
  bucket: ZRegion,
});
export type AiCssGeneratorBody = z.input<typeof ZAiCssGeneratorBody>;

export const ZAiCssGeneratorResponse = z.object({ success: z.literal(true), response: z.string() });
export type AiCssGeneratorResponse = z.infer<typeof ZAiCssGeneratorResponse>;

/**
 * The CSS in a model's reply: its fenced ```css blocks (or unlabelled fences), joined; undefined
 * when the reply holds none, so that prose is never put into the stylesheet.
 */
export function cssFromReply(reply: string): string | undefined {
  const blocks = [...reply.matchAll(/```([a-z]*)[^\n]*\n([\s\S]*?)```/gi)]
    .filter(([, language]) => language === '' || language?.toLowerCase() === 'css')
    .map(([, , code]) => code?.trim() ?? '')
    .filter((code) => code !== '');
  return blocks.length > 0 ? blocks.join('\n\n') : undefined;
}
