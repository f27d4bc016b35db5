import { z } from 'zod';
import { nameText } from '../text.js';

/**
 * Conversation tags: what one tag may be, and the organisation's own list of tags (spec 002 §3.9
 * `predefinedTags`, `disallowAnyTags`). With `disallowAnyTags` members may only tag with the
 * predefined ones; without it those are suggestions.
 */

export const CONVERSATION_TAG_MAX_LENGTH = 32;
export const CONVERSATION_TAGS_MAX = 20;
export const PREDEFINED_TAGS_MAX = 100;

export const ONLY_PREDEFINED_TAGS_MESSAGE = 'Only the predefined tags can be used.';

const ZTag = nameText('A tag', { error: 'A tag must be text.' })
  .trim()
  .max(CONVERSATION_TAG_MAX_LENGTH, `A tag is at most ${CONVERSATION_TAG_MAX_LENGTH} characters.`);

/** A list of tags as people type them: trimmed, an empty tag ignored (spec 002 §5.12), each kept once. */
export const tagList = (max: number, tooMany: string) =>
  z
    .array(ZTag)
    .transform((tags) => [...new Set(tags.filter((tag) => tag !== ''))])
    .pipe(z.array(z.string()).max(max, tooMany));

export const ZConversationTagSettings = z.object({
  predefinedTags: z.array(z.string()),
  disallowAnyTags: z.boolean(),
});
export type ConversationTagSettings = z.infer<typeof ZConversationTagSettings>;

export const ZConversationTagSettingsBody = z.strictObject({
  predefinedTags: tagList(PREDEFINED_TAGS_MAX, `At most ${PREDEFINED_TAGS_MAX} predefined tags.`),
  disallowAnyTags: z.boolean({ error: 'disallowAnyTags must be true or false.' }),
});
export type ConversationTagSettingsBody = z.infer<typeof ZConversationTagSettingsBody>;

export const DEFAULT_CONVERSATION_TAG_SETTINGS: ConversationTagSettings = {
  predefinedTags: [],
  disallowAnyTags: false,
};

/**
 * The tags of `added` that the organisation's settings refuse: with `disallowAnyTags`, those not
 * predefined. Tags a conversation already carries are not `added`, so turning the switch on never
 * blocks editing a conversation tagged before.
 */
export function refusedTags(settings: ConversationTagSettings, added: readonly string[]): string[] {
  if (!settings.disallowAnyTags) return [];
  const allowed = new Set(settings.predefinedTags);
  return added.filter((tag) => !allowed.has(tag));
}
