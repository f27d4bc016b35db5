import { z } from 'zod';

/**
 * Zod's own messages ("Too small: expected number to be >=0") are written for developers. Every
 * check a contract leaves without its own message gets one plain sentence instead, saying what to
 * enter; a message a contract gives (the spec's words) always wins over this one.
 */
export function plainIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue.expected, issue.input);
    case 'too_small':
      return tooSmall(issue.origin, Number(issue.minimum), issue.inclusive !== false, issue.exact === true);
    case 'too_big':
      return tooBig(issue.origin, Number(issue.maximum), issue.inclusive !== false, issue.exact === true);
    case 'invalid_value':
      return issue.values.length > 1 ? 'Choose one of the options.' : 'Enter a valid value.';
    case 'invalid_format':
      return wrongFormat(issue);
    case 'not_multiple_of':
      return `Enter a multiple of ${amount(Number(issue.divisor))}.`;
    case 'unrecognized_keys':
      return `Remove the unknown ${issue.keys.length > 1 ? 'fields' : 'field'}: ${issue.keys.join(', ')}.`;
    default:
      return 'Enter a valid value.';
  }
}

// Every zod check of the process that imports the contracts speaks the product's words.
z.config({ customError: plainIssueMessage });

function wrongType(expected: string, input: unknown): string {
  if (input === undefined || input === null || input === '') return 'Fill in this field.';
  switch (expected) {
    case 'number':
      return 'Enter a number.';
    case 'int':
      return 'Enter a whole number.';
    case 'string':
      return 'Enter text.';
    case 'boolean':
      return 'Choose on or off.';
    case 'array':
      return 'Enter a list.';
    default:
      return 'Enter a valid value.';
  }
}

type Origin = string | undefined;

function tooSmall(origin: Origin, minimum: number, inclusive: boolean, exact: boolean): string {
  const unit = unitOf(origin);
  if (unit) {
    if (exact) return `Use exactly ${amount(minimum)} ${unit.plural}.`;
    if (minimum <= 1 && inclusive) return unit.noneMessage;
    return `Use at least ${amount(inclusive ? minimum : minimum + 1)} ${unit.plural}.`;
  }
  return inclusive
    ? `Enter a number of at least ${amount(minimum)}.`
    : `Enter a number greater than ${amount(minimum)}.`;
}

function tooBig(origin: Origin, maximum: number, inclusive: boolean, exact: boolean): string {
  const unit = unitOf(origin);
  if (unit) {
    if (exact) return `Use exactly ${amount(maximum)} ${unit.plural}.`;
    return `Use at most ${amount(inclusive ? maximum : maximum - 1)} ${unit.plural}.`;
  }
  return inclusive ? `Enter a number of at most ${amount(maximum)}.` : `Enter a number less than ${amount(maximum)}.`;
}

/** What a length counts, for the origins that have a length. */
function unitOf(origin: Origin): { plural: string; noneMessage: string } | undefined {
  switch (origin) {
    case 'string':
      return { plural: 'characters', noneMessage: 'Fill in this field.' };
    case 'array':
    case 'set':
      return { plural: 'items', noneMessage: 'Add at least one item.' };
    case 'file':
      return { plural: 'bytes', noneMessage: 'Choose a file that is not empty.' };
    default:
      return undefined;
  }
}

function wrongFormat(issue: Extract<z.core.$ZodRawIssue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'email':
      return 'Enter a valid email address.';
    case 'url':
      return 'Enter a full web address, such as https://example.com.';
    case 'starts_with':
      return `Start with “${(issue as { prefix?: string }).prefix ?? ''}”.`;
    case 'ends_with':
      return `End with “${(issue as { suffix?: string }).suffix ?? ''}”.`;
    case 'includes':
      return `Include “${(issue as { includes?: string }).includes ?? ''}”.`;
    case 'datetime':
    case 'date':
      return 'Enter a valid date.';
    case 'time':
      return 'Enter a valid time.';
    default:
      return 'Check the format of this value.';
  }
}

const amount = (value: number) => value.toLocaleString('en-US');
