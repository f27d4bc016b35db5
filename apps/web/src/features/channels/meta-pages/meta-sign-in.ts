/**
 * 'Continue With Meta' without Meta's JavaScript SDK: Facebook Login's own dialog opens in a
 * popup and, once the user agrees, sends the popup back to our `META_SIGN_IN_CALLBACK_PATH` with
 * the user access token in the address's fragment (`#access_token=...&state=...`), as Meta
 * documents for a manually built login flow. That page hands the fragment over on a broadcast
 * channel of this origin, and `readMetaSignIn` reads the token from it, checking the state.
 * The callback address must be one of the Meta app's Valid OAuth Redirect URIs.
 */
export const META_SIGN_IN_CALLBACK_PATH = '/meta-pages/signed-in';
const META_DIALOG_URL = 'https://www.facebook.com/v18.0/dialog/oauth';
const CHANNEL_NAME = 'agent-platform.meta-sign-in';
/** What the page channels need: the user's pages, their messages, and the Instagram accounts linked to them. */
const SCOPES = [
  'pages_show_list',
  'pages_messaging',
  'pages_manage_metadata',
  'business_management',
  'instagram_basic',
  'instagram_manage_messages',
];

export type MetaSignInResult = { accessToken: string } | { error: string };

/**
 * The result Meta's login dialog gave in the callback's fragment; undefined when the fragment
 * answers another sign-in than the one that used `state` (another tab's, or a forged one).
 */
export function readMetaSignIn(fragment: string, state: string): MetaSignInResult | undefined {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  if (params.get('state') !== state) return undefined;
  const accessToken = params.get('access_token');
  if (accessToken) return { accessToken };
  return {
    error: params.get('error_description') ?? params.get('error_reason') ?? 'The sign-in with Meta was cancelled.',
  };
}

/** Facebook Login's dialog address for the platform's app, returning to our callback page. */
export function metaDialogUrl(appId: string, origin: string, state: string): string {
  const query = new URLSearchParams({
    client_id: appId,
    redirect_uri: `${origin}${META_SIGN_IN_CALLBACK_PATH}`,
    response_type: 'token',
    scope: SCOPES.join(','),
    state,
  });
  return `${META_DIALOG_URL}?${query}`;
}

/**
 * Opens Meta's login dialog and resolves with the user access token it returns. Resolves only
 * when the callback page answers: a closed popup leaves the button there to try again.
 */
export function continueWithMeta(appId: string): Promise<string> {
  const state = crypto.randomUUID();
  const popup = window.open(
    metaDialogUrl(appId, window.location.origin, state),
    'meta-sign-in',
    'width=600,height=700',
  );
  if (!popup) return Promise.reject(new Error('Please allow pop-ups for this site to continue with Meta.'));
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<{ fragment?: unknown }>) => {
      const result = typeof event.data?.fragment === 'string' ? readMetaSignIn(event.data.fragment, state) : undefined;
      if (!result) return;
      channel.close();
      if ('accessToken' in result) resolve(result.accessToken);
      else reject(new Error(result.error));
    };
  });
}

/** On the callback page: hands Meta's answer to the page that opened the dialog. */
export function handOverMetaSignIn(fragment: string): void {
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage({ fragment });
  channel.close();
}
