import { z } from 'zod';

/**
 * Text people send that PostgreSQL must be able to store. It refuses the NUL character in text
 * and jsonb, and a jsonb string with half of a UTF-16 surrogate pair (a broken emoji). Names are
 * shown to others, so they also keep out control characters and the bidirectional controls that
 * can make a name read differently from what it is.
 */

/* biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for. */
const NUL = /\u0000/g;
// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// U+202A–U+202E (embeddings and overrides) and U+2066–U+2069 (isolates).
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const REPLACEMENT_CHARACTER = '\uFFFD';

export const BROKEN_CHARACTER_MESSAGE =
  'contains a broken character (half of an emoji or symbol). Please type it again.';
export const CONTROL_CHARACTER_MESSAGE = 'cannot contain hidden control characters.';
export const DIRECTION_CHARACTER_MESSAGE = 'cannot contain characters that change the direction of the text.';

/** Whether PostgreSQL would refuse to store `text`: it holds a NUL or half of a surrogate pair. */
export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || hasLoneSurrogate(text);
}

export function hasLoneSurrogate(text: string): boolean {
  LONE_SURROGATE.lastIndex = 0;
  return LONE_SURROGATE.test(text);
}

/**
 * Free text made storable: NUL characters dropped (they are invisible and mean nothing in a
 * message), and half surrogates replaced by U+FFFD, as any UTF-8 encoder writes them, so a
 * visitor's message with a cut-off emoji is still delivered rather than refused.
 */
export function cleanFreeText(text: string): string {
  return text.replace(NUL, '').replace(LONE_SURROGATE, REPLACEMENT_CHARACTER);
}

/** What is wrong with a name, as the end of a sentence that starts with the field's label. */
export function nameTextProblem(text: string): string | undefined {
  if (hasLoneSurrogate(text)) return BROKEN_CHARACTER_MESSAGE;
  if (CONTROL.test(text)) return CONTROL_CHARACTER_MESSAGE;
  if (BIDI_CONTROL.test(text)) return DIRECTION_CHARACTER_MESSAGE;
  return undefined;
}

/**
 * A name people give something (agent, workspace, tool, tag, person): refused, with `label`
 * leading the message, when it holds a control, direction or broken character. Chain the
 * field's own trim, length and wording after it.
 */
export const nameText = (label: string, params?: { error?: string }) =>
  z.string(params).superRefine((value, ctx) => {
    const problem = nameTextProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}`, input: value });
  });

/** Free text (a message, a prompt, knowledge): cleaned by `cleanFreeText`, never refused for it. */
export const freeText = (params?: { error?: string }) => z.string(params).overwrite(cleanFreeText);

/** An id in a URL, query or body: refused when it holds anything a stored id cannot. */
export const idText = (label = 'The id', params?: { error?: string }) =>
  z.string(params).superRefine((value, ctx) => {
    if (nameTextProblem(value)) ctx.addIssue({ code: 'custom', message: `${label} is not valid.`, input: value });
  });

/** The usual id of a stored record: 1 to 64 characters, nothing PostgreSQL would refuse. */
export const recordId = (label?: string) => idText(label).min(1).max(64);
