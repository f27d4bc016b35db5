import {
  MASKED_SECRET,
  parseToolFieldText,
  TOOL_NAME_HEADER,
  TOOL_SECRET_HEADER,
  type ToolField,
  type ToolRequest,
} from './contracts.js';

/** The JSON Schema (draft 7 subset) of a tool's arguments, as the model is given it. */
export interface ToolInputSchema {
  type: 'object';
  properties: Record<string, { type: ToolField['type']; description?: string; default?: unknown }>;
  required: string[];
  additionalProperties: false;
}

/**
 * The arguments the model is asked for: one per field without a fixed `value`, keyed by the
 * field's key, with its type, description and default. Fixed fields are sent without asking.
 */
export function toolInputSchema(fields: readonly ToolField[]): ToolInputSchema {
  const properties: ToolInputSchema['properties'] = {};
  const required: string[] = [];
  for (const field of fields) {
    if (field.value !== '') continue;
    const defaultValue = field.defaultValue === '' ? undefined : parseToolFieldText(field.type, field.defaultValue);
    properties[field.key] = {
      type: field.type,
      ...(field.description ? { description: field.description } : {}),
      ...(defaultValue === undefined ? {} : { default: defaultValue }),
    };
    if (field.required && !required.includes(field.key)) required.push(field.key);
  }
  return { type: 'object', properties, required, additionalProperties: false };
}

/**
 * The request a call of the tool sends to its server: always a JSON POST to `serverUrl`. Each
 * field is placed by its `in` (query string, header or JSON body) with, in order of precedence:
 * its fixed `value`, the model's argument of that key, its `defaultValue`; a field with none of
 * them is left out. Arguments without a field are ignored. The tool's name goes in
 * `X-Tool-Name`, and `secret`, when given, in `X-Tool-Secret`.
 *
 * Used for real calls and by the tool test builder (spec 002 §7.7), which passes the masked secret.
 */
export function buildToolRequest(
  tool: { name: string; serverUrl: string; fields: readonly ToolField[] },
  args: Readonly<Record<string, unknown>>,
  secret?: string,
): ToolRequest {
  const query: string[] = [];
  const headers: Record<string, string> = { 'Content-Type': 'application/json', [TOOL_NAME_HEADER]: tool.name };
  const body: Record<string, unknown> = {};
  for (const field of tool.fields) {
    const value = fieldValue(field, args[field.key]);
    if (value === undefined) continue;
    if (field.in === 'body') body[field.key] = value;
    else if (field.in === 'query') query.push(`${encodeURIComponent(field.key)}=${encodeURIComponent(asText(value))}`);
    // A line break in a header value would end the header: the model's text cannot add headers.
    else headers[field.key] = asText(value).replace(/[\r\n]+/g, ' ');
  }
  if (secret !== undefined) headers[TOOL_SECRET_HEADER] = secret;
  return { method: 'POST', url: withQuery(tool.serverUrl, query), headers, body };
}

/** The url with the query fields after its own query, if any; a fragment is never sent, so it goes. */
function withQuery(serverUrl: string, query: string[]): string {
  const url = serverUrl.split('#')[0] ?? serverUrl;
  if (query.length === 0) return url;
  const separator = !url.includes('?') ? '?' : /[?&]$/.test(url) ? '' : '&';
  return `${url}${separator}${query.join('&')}`;
}

function fieldValue(field: ToolField, argument: unknown): unknown {
  // A saved secret as the dashboard sees it: shown in the sample request as it is.
  if (field.secret && field.value === MASKED_SECRET) return MASKED_SECRET;
  if (field.value !== '') return parseToolFieldText(field.type, field.value);
  if (argument !== undefined && argument !== null) return argument;
  if (field.defaultValue !== '') return parseToolFieldText(field.type, field.defaultValue);
  return undefined;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The request as it may be shown or kept in a trace: the secret header, and the header and body
 * values of the `fields` marked secret, replaced by '••••'.
 */
export function maskToolRequest(request: ToolRequest, fields: readonly ToolField[] = []): ToolRequest {
  const headers = { ...request.headers };
  const body = { ...request.body };
  if (TOOL_SECRET_HEADER in headers) headers[TOOL_SECRET_HEADER] = MASKED_SECRET;
  for (const field of fields) {
    if (!field.secret) continue;
    if (field.in === 'header' && field.key in headers) headers[field.key] = MASKED_SECRET;
    if (field.in === 'body' && field.key in body) body[field.key] = MASKED_SECRET;
  }
  return { ...request, headers, body };
}

/**
 * The request as an answer's trace keeps it: header and field names, and the URL up to its query,
 * stay readable; every header, body and query value, and any credentials in the URL, become '••••'.
 * Fixed fields and the server URL hold the owner's keys, and a trace is shown to every member.
 */
export function maskToolRequestValues(request: ToolRequest): ToolRequest {
  return {
    ...request,
    url: maskUrlValues(request.url),
    headers: Object.fromEntries(Object.keys(request.headers).map((name) => [name, MASKED_SECRET])),
    body: Object.fromEntries(Object.keys(request.body).map((key) => [key, MASKED_SECRET])),
  };
}

function maskUrlValues(url: string): string {
  const sent = url.split('#')[0] ?? url;
  const queryAt = sent.indexOf('?');
  const address = (queryAt < 0 ? sent : sent.slice(0, queryAt)).replace(
    /^([a-z][a-z\d+.-]*:\/\/)[^@/?]*@/i,
    `$1${MASKED_SECRET}@`,
  );
  if (queryAt < 0) return address;
  const query = sent
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      if (pair === '') return pair;
      const equals = pair.indexOf('=');
      // A bare item (`?sk_live_123`) may be the key itself: nothing of it stays.
      return equals < 0 ? MASKED_SECRET : `${pair.slice(0, equals)}=${MASKED_SECRET}`;
    })
    .join('&');
  return `${address}?${query}`;
}

/**
 * The test builder's arguments from the text typed for each field: text read by the field's
 * type; empty or unreadable text is left out (so the default applies), with the keys it could
 * not read.
 */
export function toolArgumentsFromText(
  fields: readonly ToolField[],
  texts: Readonly<Record<string, string>>,
): { args: Record<string, unknown>; unreadable: string[] } {
  const args: Record<string, unknown> = {};
  const unreadable: string[] = [];
  for (const field of fields) {
    const text = texts[field.key];
    if (field.value !== '' || text === undefined || text === '') continue;
    const value = parseToolFieldText(field.type, text);
    if (value === undefined) unreadable.push(field.key);
    else args[field.key] = value;
  }
  return { args, unreadable };
}
