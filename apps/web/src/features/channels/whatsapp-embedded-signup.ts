import { WA_SIGN_IN_CALLBACK_PATH, ZWaEmbeddedSignupMessage } from '@agent-platform/core';

/**
 * WhatsApp's embedded signup without Meta's JavaScript SDK. 'Continue With Meta' opens Meta's
 * login dialog for the embedded signup in a popup. While the person goes through it, the popup
 * posts `WA_EMBEDDED_SIGNUP` messages from Meta's origin to this window: FINISH carries the
 * business account and phone ids, CANCEL and ERROR are only logged. At the end Meta sends the
 * popup back to our WA_SIGN_IN_CALLBACK_PATH with the sign-in code in the query, and that page
 * hands the query over on a broadcast channel of this origin; `readSignInCode` reads it.
 */
const META_DIALOG_URL = 'https://www.facebook.com/v18.0/dialog/oauth';
/** The origins Meta's popup posts from; messages from anywhere else are ignored. */
export const META_ORIGINS = ['https://www.facebook.com', 'https://web.facebook.com', 'https://business.facebook.com'];
const CHANNEL_NAME = 'agent-platform.whatsapp-sign-in';

export type EmbeddedSignupEvent =
  | { event: 'FINISH'; wabaId: string; phoneId: string | undefined }
  | { event: 'CANCEL' | 'ERROR'; data: Record<string, unknown> | undefined };

/**
 * Reads one window message as an embedded-signup event: undefined unless it comes from Meta's
 * origin in Meta's shape (Meta posts it as a JSON string).
 */
export function readEmbeddedSignupMessage(origin: string, data: unknown): EmbeddedSignupEvent | undefined {
  if (!META_ORIGINS.includes(origin)) return undefined;
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  const message = ZWaEmbeddedSignupMessage.safeParse(value);
  if (!message.success) return undefined;
  const { event, data: details } = message.data;
  if (event === 'FINISH' || event === 'FINISH_ONLY_WABA') {
    const wabaId = details?.waba_id;
    if (typeof wabaId !== 'string') return undefined;
    const phoneId = typeof details?.phone_number_id === 'string' ? details.phone_number_id : undefined;
    return { event: 'FINISH', wabaId, phoneId };
  }
  if (event === 'CANCEL' || event === 'ERROR') return { event, data: details };
  return undefined;
}

export type SignInCodeResult = { code: string } | { error: string };

/** The sign-in code in the callback's query; undefined when it answers another sign-in than `state`. */
export function readSignInCode(search: string, state: string): SignInCodeResult | undefined {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  if (params.get('state') !== state) return undefined;
  const code = params.get('code');
  if (code) return { code };
  return { error: params.get('error_description') ?? 'The sign-in with Meta was cancelled.' };
}

/** Meta's login dialog for the embedded signup, returning the code to our callback page. */
export function embeddedSignupUrl(appId: string, origin: string, state: string): string {
  const query = new URLSearchParams({
    client_id: appId,
    redirect_uri: `${origin}${WA_SIGN_IN_CALLBACK_PATH}`,
    response_type: 'code',
    override_default_response_type: 'true',
    scope: 'whatsapp_business_management,whatsapp_business_messaging',
    extras: JSON.stringify({ feature: 'whatsapp_embedded_signup', sessionInfoVersion: '3' }),
    state,
  });
  return `${META_DIALOG_URL}?${query}`;
}

/** Opens the embedded signup and resolves with the sign-in code the callback page hands over. */
export function openEmbeddedSignup(appId: string): Promise<string> {
  const state = crypto.randomUUID();
  const popup = window.open(
    embeddedSignupUrl(appId, window.location.origin, state),
    'whatsapp-signup',
    'width=600,height=750',
  );
  if (!popup) return Promise.reject(new Error('Please allow pop-ups for this site to continue with Meta.'));
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<{ search?: unknown }>) => {
      const result = typeof event.data?.search === 'string' ? readSignInCode(event.data.search, state) : undefined;
      if (!result) return;
      channel.close();
      if ('code' in result) resolve(result.code);
      else reject(new Error(result.error));
    };
  });
}

/** On the callback page: hands Meta's answer to the page that opened the dialog. */
export function handOverSignInCode(search: string): void {
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage({ search });
  channel.close();
}
