import { z } from 'zod';
import { freeText } from '../text.js';
import { ZWorkspaceParams } from '../workspaces/contracts.js';

/** Spec 002 §3.2: where a field goes in the request to the tool's server. */
export const TOOL_FIELD_PLACES = ['query', 'body', 'header'] as const;
export type ToolFieldPlace = (typeof TOOL_FIELD_PLACES)[number];

export const TOOL_FIELD_TYPES = ['string', 'number', 'boolean', 'object'] as const;
export type ToolFieldType = (typeof TOOL_FIELD_TYPES)[number];

export const TOOL_NAME_MAX_LENGTH = 64;
// The model reads the description to decide when to call the tool; OpenAI caps it near 1024.
export const TOOL_DESCRIPTION_MAX_LENGTH = 1000;
export const TOOL_URL_MAX_LENGTH = 2000;
export const TOOL_SECRET_MAX_LENGTH = 500;
export const TOOL_FIELDS_MAX = 30;
export const TOOL_FIELD_KEY_MAX_LENGTH = 64;
export const TOOL_FIELD_VALUE_MAX_LENGTH = 2000;
export const TOOL_FIELD_DESCRIPTION_MAX_LENGTH = 500;

/** The header that carries the tool's secret to its server, so the server can tell the call is ours. */
export const TOOL_SECRET_HEADER = 'X-Tool-Secret';
/** The header that names the tool, so that one server can answer several tools. */
export const TOOL_NAME_HEADER = 'X-Tool-Name';
/** How a secret is shown wherever a request is displayed or logged. */
export const MASKED_SECRET = '••••';

// Headers the request sets itself; a field may not replace them.
const RESERVED_HEADERS = new Set(
  [
    'content-type',
    'content-length',
    'host',
    'connection',
    'transfer-encoding',
    TOOL_SECRET_HEADER,
    TOOL_NAME_HEADER,
  ].map((name) => name.toLowerCase()),
);

/** The engine's own tools: rich elements (`show_buttons`...) and the flow's transitions (`go_to_...`). */
export const RESERVED_TOOL_NAME_PREFIXES = ['show_', 'go_to_'];
/** The engine's lead tool: it saves the contact details the visitor typed as the conversation's lead. */
export const LEAD_TOOL_NAME = 'save_lead';

// Model function names: OpenAI accepts these characters, up to 64 of them.
const TOOL_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
const NAME_RULE_MESSAGE = `The name may use only letters, digits, _ and -, up to ${TOOL_NAME_MAX_LENGTH} characters.`;
// Argument names the model can fill in, and which read plainly in a query string or a JSON body.
const FIELD_KEY_PATTERN = /^[A-Za-z0-9_.-]+$/;
// An HTTP header name (RFC 9110 token).
const HEADER_KEY_PATTERN = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/;

const SERVER_URL_MESSAGE = 'The tool server url must be a valid url.';
const IMAGE_URL_MESSAGE = 'The image url must be a valid url starting with http:// or https://.';

const ZToolName = z
  .string({ error: 'Please provide a name for the tool.' })
  .trim()
  .min(1, 'Please provide a name for the tool.')
  .max(TOOL_NAME_MAX_LENGTH, NAME_RULE_MESSAGE)
  .regex(TOOL_NAME_PATTERN, NAME_RULE_MESSAGE)
  .refine(
    (name) => !RESERVED_TOOL_NAME_PREFIXES.some((prefix) => name.toLowerCase().startsWith(prefix)),
    `Names starting with ${RESERVED_TOOL_NAME_PREFIXES.join(' or ')} are kept for the agent's own tools; please choose another.`,
  )
  .refine(
    (name) => name.toLowerCase() !== LEAD_TOOL_NAME,
    `The name ${LEAD_TOOL_NAME} is kept for the agent's own tools; please choose another.`,
  );

const ZToolDescription = freeText({ error: 'The description must be text.' })
  .trim()
  .max(TOOL_DESCRIPTION_MAX_LENGTH, `The description must be at most ${TOOL_DESCRIPTION_MAX_LENGTH} characters.`);

const httpUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(TOOL_URL_MAX_LENGTH, `The url must be at most ${TOOL_URL_MAX_LENGTH} characters.`)
    .pipe(z.url({ protocol: /^https?$/, error: message }));

const ZServerUrl = httpUrl(SERVER_URL_MESSAGE);
const ZImageUrl = httpUrl(IMAGE_URL_MESSAGE);

const ZServerUrlSecret = z
  .string({ error: 'The secret must be text.' })
  .trim()
  .min(1, 'Please enter the secret, or leave it out.')
  .max(TOOL_SECRET_MAX_LENGTH, `The secret must be at most ${TOOL_SECRET_MAX_LENGTH} characters.`);

const fieldText = (what: string) =>
  freeText({ error: `The ${what} must be text.` }).max(
    TOOL_FIELD_VALUE_MAX_LENGTH,
    `The ${what} must be at most ${TOOL_FIELD_VALUE_MAX_LENGTH} characters.`,
  );

/**
 * One input of a tool (spec 002 §3.2). `value` and `defaultValue` are kept as the owner typed
 * them and read by `type` (see `parseToolFieldText`):
 * - `value`, when not empty, is fixed: every call sends it, and the model is not asked for it.
 * - `defaultValue` is sent when the model gives no argument for the field; the model is told about it.
 */
export const ZToolFieldBase = z.strictObject({
  in: z.enum(TOOL_FIELD_PLACES, { error: 'Please choose where the field goes: query, body or header.' }),
  key: z
    .string({ error: 'Please enter a key for the field.' })
    .trim()
    .min(1, 'Please enter a key for the field.')
    .max(TOOL_FIELD_KEY_MAX_LENGTH, `A field key must be at most ${TOOL_FIELD_KEY_MAX_LENGTH} characters.`),
  value: fieldText('value').default(''),
  defaultValue: fieldText('default value').default(''),
  type: z.enum(TOOL_FIELD_TYPES, { error: 'Please choose a type: string, number, boolean or object.' }),
  description: freeText({ error: 'The field description must be text.' })
    .trim()
    .max(
      TOOL_FIELD_DESCRIPTION_MAX_LENGTH,
      `A field description must be at most ${TOOL_FIELD_DESCRIPTION_MAX_LENGTH} characters.`,
    )
    .default(''),
  required: z.boolean({ error: 'Required must be true or false.' }).default(false),
  /**
   * The fixed value is a credential (an API key header...): stored sealed and write-only, like the
   * tool's secret. The API shows it as MASKED_SECRET; sent back unchanged, the saved value stays.
   */
  secret: z.boolean({ error: 'Secret must be true or false.' }).default(false),
});

export const ZToolField = ZToolFieldBase.superRefine((field, ctx) => {
  const problem = toolFieldProblem(field);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
});
export type ToolField = z.infer<typeof ZToolField>;
/** A field as a form or a caller writes it: the optional parts may be left out. */
export type ToolFieldInput = z.input<typeof ZToolField>;

/** What is wrong with one field on its own, if anything; the form shows it beside the input. */
export function toolFieldProblem(
  field: Pick<ToolField, 'in' | 'key' | 'type' | 'value' | 'defaultValue'> & { secret?: boolean },
): { path: 'key' | 'value' | 'defaultValue'; message: string } | undefined {
  const key = field.key.trim();
  if (field.in === 'header') {
    if (!HEADER_KEY_PATTERN.test(key)) {
      return { path: 'key', message: `"${key}" is not a valid header name: use letters, digits and - only.` };
    }
    if (RESERVED_HEADERS.has(key.toLowerCase())) {
      return { path: 'key', message: `The ${key} header is set by the platform; please choose another key.` };
    }
  } else if (!FIELD_KEY_PATTERN.test(key)) {
    return { path: 'key', message: `The key "${key}" may use only letters, digits, _, . and -.` };
  }
  if (field.secret) {
    // Query strings end up in server logs, and a secret the agent fills in would be its to read.
    if (field.in === 'query') {
      return { path: 'value', message: `The secret value of "${key}" must go in a header or the body.` };
    }
    if (field.value === '') return { path: 'value', message: `Please enter the secret value of "${key}".` };
  }
  for (const path of ['value', 'defaultValue'] as const) {
    const text = field[path];
    if (path === 'value' && field.secret && text === MASKED_SECRET) continue;
    if (text !== '' && parseToolFieldText(field.type, text) === undefined) {
      const what = path === 'value' ? 'value' : 'default value';
      return { path, message: `The ${what} of "${key}" must be ${TYPE_PHRASE[field.type]}.` };
    }
  }
  return undefined;
}

const TYPE_PHRASE: Record<ToolFieldType, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  object: 'a JSON object, such as {"city": "Paris"}',
};

/**
 * Reads text typed for a field (its fixed value, its default, or a value in the test builder)
 * as the field's type; undefined when the text is not of that type.
 */
export function parseToolFieldText(type: ToolFieldType, text: string): unknown {
  switch (type) {
    case 'string':
      return text;
    case 'number': {
      const number = text.trim() === '' ? Number.NaN : Number(text);
      return Number.isFinite(number) ? number : undefined;
    }
    case 'boolean': {
      const word = text.trim().toLowerCase();
      return word === 'true' ? true : word === 'false' ? false : undefined;
    }
    case 'object': {
      try {
        const parsed: unknown = JSON.parse(text);
        return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : undefined;
      } catch {
        return undefined;
      }
    }
  }
}

/** The fields of a tool: each key once per place, and one key per argument the model fills in. */
export const ZToolFields = z
  .array(ZToolField, { error: 'Fields must be a list.' })
  .max(TOOL_FIELDS_MAX, `A tool can have at most ${TOOL_FIELDS_MAX} fields.`)
  .superRefine((fields, ctx) => {
    const seen = new Map<string, number>();
    const asked = new Map<string, number>();
    fields.forEach((field, index) => {
      const place = `${field.in}:${field.in === 'header' ? field.key.toLowerCase() : field.key}`;
      if (seen.has(place)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'key'],
          message: `Each ${field.in} field needs its own key: "${field.key}" is used twice.`,
        });
      }
      seen.set(place, index);
      if (field.value !== '') return;
      if (asked.has(field.key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'key'],
          message: `Two fields the agent fills in are both named "${field.key}"; please give them different keys.`,
        });
      }
      asked.set(field.key, index);
    });
  });

/** The Functions page form and the create call. `serverUrlSecret` is write-only. */
export const ZCreateToolBody = z.strictObject({
  name: ZToolName,
  description: ZToolDescription.default(''),
  imageUrl: ZImageUrl.optional(),
  fields: ZToolFields.default([]),
  serverUrl: ZServerUrl,
  serverUrlSecret: ZServerUrlSecret.optional(),
});
export type CreateToolBody = z.infer<typeof ZCreateToolBody>;
export type CreateToolInput = z.input<typeof ZCreateToolBody>;

/**
 * A partial update: an omitted field is unchanged; `fields`, when sent, replace the list.
 * The secret is write-only: omitted keeps it, a new one replaces it, `null` removes it.
 * `null` also removes the image.
 */
export const ZUpdateToolBody = z.strictObject({
  name: ZToolName.optional(),
  description: ZToolDescription.optional(),
  imageUrl: ZImageUrl.nullable().optional(),
  fields: ZToolFields.optional(),
  serverUrl: ZServerUrl.optional(),
  serverUrlSecret: ZServerUrlSecret.nullable().optional(),
});
export type UpdateToolBody = z.infer<typeof ZUpdateToolBody>;
export type UpdateToolInput = z.input<typeof ZUpdateToolBody>;

/** A tool as the API shows it: never the secret, only whether there is one and its last four characters. */
export const ZTool = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  fields: z.array(ZToolField),
  serverUrl: z.string(),
  hasServerUrlSecret: z.boolean(),
  serverUrlSecretHint: z.string().nullable(),
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tool = z.infer<typeof ZTool>;

export const ZToolList = z.object({ tools: z.array(ZTool) });
export type ToolList = z.infer<typeof ZToolList>;

export const ZToolParams = ZWorkspaceParams.extend({ toolId: z.string().min(1).max(64) });

/** Secrets shorter than this get no hint: four characters would give away too much of them. */
export const TOOL_SECRET_HINT_MIN_LENGTH = 12;

/** How the dashboard shows a saved secret: '••••1234', '••••' when too short for a hint, '' when none. */
export const maskedToolSecret = (tool: Pick<Tool, 'hasServerUrlSecret' | 'serverUrlSecretHint'>) =>
  tool.hasServerUrlSecret ? `${MASKED_SECRET}${tool.serverUrlSecretHint ?? ''}` : '';

/** "Send test request": the arguments as the model would give them, keyed by field key. */
export const ZTestToolBody = z.strictObject({
  arguments: z.record(z.string(), z.unknown()).default({}),
});
export type TestToolBody = z.infer<typeof ZTestToolBody>;

/** A request to a tool's server as it is shown (the secret masked). */
export const ZToolRequest = z.object({
  method: z.literal('POST'),
  url: z.string(),
  headers: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.unknown()),
});
export type ToolRequest = z.infer<typeof ZToolRequest>;

/**
 * The answer of "Send test request": what was sent, and the server's status, a few of its
 * headers and its body (cut to `TOOL_TEST_BODY_MAX_CHARS`); `error` says in words why there is
 * no answer (refused address, timeout...).
 */
export const ZToolTestResult = z.object({
  request: ZToolRequest,
  ok: z.boolean(),
  status: z.number().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  body: z.string().optional(),
  truncated: z.boolean().optional(),
  error: z.string().optional(),
});
export type ToolTestResult = z.infer<typeof ZToolTestResult>;

export const TOOL_TEST_BODY_MAX_CHARS = 4000;
