import { META_PAGE_MESSAGE_LIMIT } from '@agent-platform/core';
import { z } from 'zod';
import { splitMessage } from '../telegram/bot-api.js';

/**
 * Meta's Graph API (v18.0) for Facebook pages and the Instagram accounts linked to them, at
 * `graphUrl` (config: the real API, or a fake in tests). Plain arguments in, plain data out;
 * failures are `MetaGraphError` carrying Meta's own message and error code.
 */
export class MetaGraphError extends Error {
  constructor(
    message: string,
    /** Meta's error code (190: the access token expired or was revoked); undefined when Meta was not reached. */
    readonly code?: number,
  ) {
    super(message);
  }
}

/** Meta's error code for an access token that expired or was revoked. */
export const META_TOKEN_EXPIRED = 190;

/** The access tokens must never appear in a URL a log could keep, so they travel in the header. */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const ZGraphError = z.object({
  error: z.object({ message: z.string(), code: z.number().optional() }),
});

async function graphCall<T>(url: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch {
    throw new MetaGraphError('Meta could not be reached');
  }
  const body: unknown = await res.json().catch(() => undefined);
  const failure = ZGraphError.safeParse(body);
  if (!res.ok || failure.success) {
    if (failure.success) throw new MetaGraphError(failure.data.error.message, failure.data.error.code);
    throw new MetaGraphError(`Meta answered ${res.status}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new MetaGraphError('Meta answered in an unexpected shape');
  return parsed.data;
}

const withQuery = (base: string, query: Record<string, string>) => `${base}?${new URLSearchParams(query)}`;

/**
 * Exchanges the short-lived user token of Meta's login for a long-lived one
 * (`GET /oauth/access_token?grant_type=fb_exchange_token`), with the platform app's id and secret.
 */
export async function exchangeForLongLivedToken(
  graphUrl: string,
  app: { appId: string; appSecret: string },
  shortLivedToken: string,
): Promise<{ accessToken: string; expiresIn: number | undefined }> {
  const url = withQuery(`${graphUrl}/oauth/access_token`, {
    grant_type: 'fb_exchange_token',
    client_id: app.appId,
    client_secret: app.appSecret,
    fb_exchange_token: shortLivedToken,
  });
  const answer = await graphCall(
    url,
    { method: 'GET' },
    z.object({ access_token: z.string().min(1), expires_in: z.number().optional() }),
  );
  return { accessToken: answer.access_token, expiresIn: answer.expires_in };
}

const ZInstagramAccount = z.object({ id: z.string(), username: z.string().optional() });
const ZGraphPage = z.object({
  id: z.string(),
  name: z.string(),
  access_token: z.string(),
  instagram_business_account: ZInstagramAccount.optional(),
  connected_instagram_account: ZInstagramAccount.optional(),
});
const ZPageList = z.object({
  data: z.array(ZGraphPage),
  paging: z
    .object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() })
    .optional(),
});

export interface UserPage {
  pageId: string;
  pageName: string;
  /** The page's own token (long-lived when the user token is): the page is subscribed and answered with it. */
  pageAccessToken: string;
  igPageId: string | null;
  igPageName: string | null;
}

/** Fields asked of `/me/accounts`: the page, its token, and the Instagram account linked to it. */
const PAGE_FIELDS =
  'id,name,access_token,instagram_business_account{id,username},connected_instagram_account{id,username}';
/** Pages read per request, and the most requests followed: no user manages more pages than that here. */
const PAGE_SIZE = 100;
const MAX_PAGE_REQUESTS = 10;

/** The pages the user manages (`GET /me/accounts`), each with its linked Instagram account if any. */
export async function listUserPages(graphUrl: string, userToken: string): Promise<UserPage[]> {
  const pages: UserPage[] = [];
  let after: string | undefined;
  for (let request = 0; request < MAX_PAGE_REQUESTS; request++) {
    const query: Record<string, string> = { fields: PAGE_FIELDS, limit: String(PAGE_SIZE) };
    if (after) query.after = after;
    const list = await graphCall(
      withQuery(`${graphUrl}/me/accounts`, query),
      { headers: bearer(userToken) },
      ZPageList,
    );
    for (const page of list.data) {
      const instagram = page.instagram_business_account ?? page.connected_instagram_account;
      pages.push({
        pageId: page.id,
        pageName: page.name,
        pageAccessToken: page.access_token,
        igPageId: instagram?.id ?? null,
        igPageName: instagram ? (instagram.username ?? null) : null,
      });
    }
    after = list.paging?.next ? list.paging.cursors?.after : undefined;
    if (!after) break;
  }
  return pages;
}

/** The fields the page is subscribed to: what reaches the platform's webhook. */
export const PAGE_SUBSCRIBED_FIELDS = ['messages'];

/** Subscribes the platform's app to the page's messages (`POST /{page-id}/subscribed_apps`). */
export async function subscribePage(graphUrl: string, pageId: string, pageToken: string): Promise<void> {
  await graphCall(
    `${graphUrl}/${pageId}/subscribed_apps`,
    {
      method: 'POST',
      headers: { ...bearer(pageToken), 'content-type': 'application/json' },
      body: JSON.stringify({ subscribed_fields: PAGE_SUBSCRIBED_FIELDS.join(',') }),
    },
    z.object({ success: z.literal(true) }),
  );
}

/** Stops the page's messages reaching the platform (`DELETE /{page-id}/subscribed_apps`). */
export async function unsubscribePage(graphUrl: string, pageId: string, pageToken: string): Promise<void> {
  await graphCall(
    `${graphUrl}/${pageId}/subscribed_apps`,
    { method: 'DELETE', headers: bearer(pageToken) },
    z.object({ success: z.boolean() }),
  );
}

/** Whether the platform's app is subscribed to the page (`GET /{page-id}/subscribed_apps`). */
export async function isPageSubscribed(
  graphUrl: string,
  appId: string,
  pageId: string,
  pageToken: string,
): Promise<boolean> {
  const answer = await graphCall(
    `${graphUrl}/${pageId}/subscribed_apps`,
    { headers: bearer(pageToken) },
    z.object({ data: z.array(z.object({ id: z.string() })) }),
  );
  return answer.data.some((app) => app.id === appId);
}

/**
 * Sends a text reply from the page (`POST /{page-id}/messages`), split into messages of at most
 * 2000 characters. Messenger and Instagram (the page's linked account) share this endpoint: the
 * recipient's page-scoped id says which.
 */
export async function sendPageText(
  graphUrl: string,
  pageId: string,
  pageToken: string,
  recipientId: string,
  text: string,
): Promise<void> {
  for (const piece of splitMessage(text, META_PAGE_MESSAGE_LIMIT)) {
    await graphCall(
      `${graphUrl}/${pageId}/messages`,
      {
        method: 'POST',
        headers: { ...bearer(pageToken), 'content-type': 'application/json' },
        body: JSON.stringify({ recipient: { id: recipientId }, messaging_type: 'RESPONSE', message: { text: piece } }),
      },
      z.object({ message_id: z.string() }),
    );
  }
}

/** One messaging event of a webhook delivery: a message a person sent, or an echo of the page's own. */
export const ZMetaMessagingEvent = z.object({
  sender: z.object({ id: z.string() }),
  recipient: z.object({ id: z.string() }),
  timestamp: z.number().optional(),
  message: z
    .object({
      mid: z.string(),
      text: z.string().optional(),
      is_echo: z.boolean().optional(),
    })
    .optional(),
});
export type MetaMessagingEvent = z.infer<typeof ZMetaMessagingEvent>;

/**
 * A webhook delivery to the platform's app: object 'page' (Messenger; entry id = the page) or
 * 'instagram' (entry id = the Instagram account). Other objects are read as having no messages.
 */
export const ZMetaWebhookDelivery = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      id: z.string(),
      time: z.number().optional(),
      messaging: z.array(z.unknown()).optional(),
    }),
  ),
});
