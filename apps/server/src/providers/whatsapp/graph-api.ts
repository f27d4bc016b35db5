import { WHATSAPP_MESSAGE_LIMIT } from '@agent-platform/core';
import { z } from 'zod';
import { splitMessage } from '../telegram/bot-api.js';

/**
 * WhatsApp through Meta's Graph API (v18.0) at `graphUrl` (config: the real API, or a fake in
 * tests): the embedded-signup code exchange, a business account's numbers, subscribing the
 * account to our webhook, text and template messages, and message templates. Plain arguments in,
 * plain data out; failures are `WhatsappGraphError` with the most specific reason Meta gave.
 */
export class WhatsappGraphError extends Error {
  constructor(
    message: string,
    /** Meta's error code (190: the token expired or was revoked; 131047: outside the 24-hour window). */
    readonly code?: number,
  ) {
    super(message);
  }
}

/** Tokens travel in the header, never in a URL a log could keep (the code exchange's secret is Meta's own shape). */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const ZGraphError = z.object({
  error: z.object({
    message: z.string(),
    code: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).partial().optional(),
  }),
});

async function graphCall<T>(url: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch {
    throw new WhatsappGraphError('Meta could not be reached');
  }
  const body: unknown = await res.json().catch(() => undefined);
  const failure = ZGraphError.safeParse(body);
  if (failure.success) {
    // Spec 000 §8: the most specific of error_data.details, then the message.
    const { message, code, error_data } = failure.data.error;
    throw new WhatsappGraphError(error_data?.details || message, code);
  }
  if (!res.ok) throw new WhatsappGraphError(`Meta answered ${res.status}`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new WhatsappGraphError('Meta answered in an unexpected shape');
  return parsed.data;
}

const json = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { ...bearer(token), 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * Exchanges the embedded signup's code for the business's long-lived access token
 * (`GET /oauth/access_token` with the platform app's id and secret, and the dialog's redirect
 * address; spec `getLongAccessToken`).
 */
export async function exchangeSignupCode(
  graphUrl: string,
  app: { appId: string; appSecret: string },
  code: string,
  redirectUri: string,
): Promise<string> {
  const query = new URLSearchParams({
    client_id: app.appId,
    client_secret: app.appSecret,
    redirect_uri: redirectUri,
    code,
  });
  const answer = await graphCall(
    `${graphUrl}/oauth/access_token?${query}`,
    { method: 'GET' },
    z.object({ access_token: z.string().min(1) }),
  );
  return answer.access_token;
}

export const ZGraphPhoneNumber = z.object({
  id: z.string(),
  display_phone_number: z.string(),
  verified_name: z.string().default(''),
  status: z.string().default('PENDING'),
});
export type GraphPhoneNumber = z.infer<typeof ZGraphPhoneNumber>;

/** The business account's phone numbers (`GET /{waba-id}/phone_numbers`). */
export async function listPhoneNumbers(graphUrl: string, token: string, wabaId: string): Promise<GraphPhoneNumber[]> {
  const fields = 'id,display_phone_number,verified_name,status';
  const answer = await graphCall(
    `${graphUrl}/${wabaId}/phone_numbers?fields=${fields}`,
    { method: 'GET', headers: bearer(token) },
    z.object({ data: z.array(ZGraphPhoneNumber) }),
  );
  return answer.data;
}

/**
 * Subscribes the platform app to the business account's webhooks, delivered to `callbackUrl`
 * (`POST /{waba-id}/subscribed_apps` with override_callback_uri and verify_token).
 */
export async function subscribeBusinessAccount(
  graphUrl: string,
  token: string,
  wabaId: string,
  webhook: { callbackUrl: string; verifyToken: string },
): Promise<void> {
  const answer = await graphCall(
    `${graphUrl}/${wabaId}/subscribed_apps`,
    json(token, { override_callback_uri: webhook.callbackUrl, verify_token: webhook.verifyToken }),
    z.object({ success: z.boolean() }),
  );
  if (!answer.success) throw new WhatsappGraphError('Meta did not subscribe the business account');
}

/** Stops the business account's webhooks to the platform app (`DELETE /{waba-id}/subscribed_apps`). */
export async function unsubscribeBusinessAccount(graphUrl: string, token: string, wabaId: string): Promise<void> {
  await graphCall(
    `${graphUrl}/${wabaId}/subscribed_apps`,
    { method: 'DELETE', headers: bearer(token) },
    z.object({ success: z.boolean() }),
  );
}

const ZSent = z.object({ messages: z.array(z.object({ id: z.string() })).min(1) });

/**
 * Sends one text message (`POST /{phone-number-id}/messages`) with exactly the body of spec 000
 * §7; returns the message's wamid.
 */
export async function sendTextMessage(
  graphUrl: string,
  token: string,
  phoneId: string,
  to: string,
  body: string,
): Promise<string> {
  const answer = await graphCall(
    `${graphUrl}/${phoneId}/messages`,
    json(token, {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'text',
      text: { preview_url: false, body },
    }),
    ZSent,
  );
  return answer.messages[0]!.id;
}

/** Sends a reply, split into WhatsApp-sized messages. */
export async function sendText(graphUrl: string, token: string, phoneId: string, to: string, text: string) {
  for (const piece of splitMessage(text, WHATSAPP_MESSAGE_LIMIT)) {
    await sendTextMessage(graphUrl, token, phoneId, to, piece);
  }
}

/** Sends an approved template, the only message WhatsApp takes outside the 24-hour window. */
export async function sendTemplateMessage(
  graphUrl: string,
  token: string,
  phoneId: string,
  to: string,
  template: { name: string; language: string; bodyParameters?: string[] },
): Promise<string> {
  const parameters = template.bodyParameters ?? [];
  const answer = await graphCall(
    `${graphUrl}/${phoneId}/messages`,
    json(token, {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'template',
      template: {
        name: template.name,
        language: { code: template.language },
        // The values of the body's {{1}}, {{2}}... in order.
        ...(parameters.length > 0
          ? { components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }] }
          : {}),
      },
    }),
    ZSent,
  );
  return answer.messages[0]!.id;
}

/** Submits a message template for Meta's review (`POST /{waba-id}/message_templates`). */
export async function createMessageTemplate(
  graphUrl: string,
  token: string,
  wabaId: string,
  draft: { name: string; language: string; category: string; bodyText: string },
): Promise<{ id: string; status: string }> {
  const answer = await graphCall(
    `${graphUrl}/${wabaId}/message_templates`,
    json(token, {
      name: draft.name,
      language: draft.language,
      category: draft.category,
      components: [{ type: 'BODY', text: draft.bodyText }],
    }),
    z.object({ id: z.string(), status: z.string().default('PENDING') }),
  );
  return answer;
}

const ZGraphTemplate = z.object({
  name: z.string(),
  language: z.string(),
  status: z.string(),
  category: z.string().default(''),
  components: z.array(z.object({ type: z.string(), text: z.string().optional() })).default([]),
});

/** The business account's approved templates (`GET /{waba-id}/message_templates?status=APPROVED`). */
export async function listApprovedTemplates(graphUrl: string, token: string, wabaId: string) {
  const answer = await graphCall(
    `${graphUrl}/${wabaId}/message_templates?fields=name,language,status,category,components&status=APPROVED`,
    { method: 'GET', headers: bearer(token) },
    z.object({ data: z.array(ZGraphTemplate) }),
  );
  return answer.data
    .filter((template) => template.status === 'APPROVED')
    .map((template) => ({
      name: template.name,
      language: template.language,
      category: template.category,
      bodyText: template.components.find((component) => component.type === 'BODY')?.text ?? '',
    }));
}

/** The part of a webhook delivery the channel reads (Meta's `whatsapp_business_account` object). */
export const ZWhatsappWebhook = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      id: z.string(),
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({
              metadata: z.object({ phone_number_id: z.string(), display_phone_number: z.string().optional() }),
              contacts: z.array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).partial() })),
              messages: z.array(
                z.object({
                  from: z.string(),
                  id: z.string(),
                  timestamp: z.string(),
                  type: z.string(),
                  text: z.object({ body: z.string() }).optional(),
                }),
              ),
            })
            .partial()
            .required({ metadata: true }),
        }),
      ),
    }),
  ),
});
export type WhatsappWebhook = z.infer<typeof ZWhatsappWebhook>;
