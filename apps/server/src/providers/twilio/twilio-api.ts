import twilio from 'twilio';
import RequestClient from 'twilio/lib/base/RequestClient.js';

/** Twilio's REST API host, which the SDK writes into every request's address. */
const TWILIO_API_ORIGIN = 'https://api.twilio.com';

/** A workspace's Twilio account, as saved on the Credentials page. */
export interface TwilioAccount {
  accountSid: string;
  authToken: string;
}

/** A refusal from Twilio's API, in Twilio's words (e.g. 'Authenticate', or why a number cannot be bought). */
export class TwilioError extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
  ) {
    super(`Twilio answered ${status}: ${description}`);
    this.name = 'TwilioError';
  }
}

/**
 * The SDK's own HTTP client with one change: a request for api.twilio.com goes to `apiUrl`
 * instead. The SDK has no base-URL option (only region and edge, which still name twilio.com
 * hosts), but it lets a caller hand it the client that sends its requests; so the configured
 * address (a fake in tests, a proxy in some deployments) is honoured while the SDK builds every
 * path, form body and Basic-auth header exactly as it does for Twilio.
 */
class ConfiguredOriginClient extends RequestClient {
  constructor(private readonly apiUrl: string) {
    super({ timeout: 15_000 });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = opts.uri.startsWith(TWILIO_API_ORIGIN)
      ? this.apiUrl + opts.uri.slice(TWILIO_API_ORIGIN.length)
      : opts.uri;
    return super.request({ ...opts, uri });
  }
}

/** One SDK client per account and address: the SDK keeps its agent and connections in it. */
const clients = new Map<string, twilio.Twilio>();

function client(apiUrl: string, account: TwilioAccount): twilio.Twilio {
  const key = `${apiUrl}\n${account.accountSid}\n${account.authToken}`;
  let found = clients.get(key);
  if (!found) {
    found = twilio(account.accountSid, account.authToken, { httpClient: new ConfiguredOriginClient(apiUrl) });
    // Tokens change rarely; a bounded map keeps a rotating token from growing it for ever.
    if (clients.size > 500) clients.clear();
    clients.set(key, found);
  }
  return found;
}

/** Runs an SDK call, turning Twilio's refusals into TwilioError. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
      const message = 'message' in error && typeof error.message === 'string' ? error.message : 'Unknown error';
      throw new TwilioError(error.status, message);
    }
    throw error;
  }
}

/** The account itself: proves the SID and token (Credentials page "Test connection"). */
export async function fetchTwilioAccount(apiUrl: string, account: TwilioAccount) {
  const fetched = await call(() => client(apiUrl, account).api.v2010.accounts(account.accountSid).fetch());
  return { friendlyName: fetched.friendlyName, status: fetched.status };
}

/** Local numbers Twilio offers for sale in a country now. */
export async function listAvailableNumbers(apiUrl: string, account: TwilioAccount, country: string, limit = 20) {
  const offered = await call(() => client(apiUrl, account).availablePhoneNumbers(country).local.list({ limit }));
  return offered.map((offer) => ({ number: offer.phoneNumber, friendlyName: offer.friendlyName }));
}

export interface VoiceWebhooks {
  /** Twilio asks this for TwiML when the number is called. */
  voiceUrl: string;
  /** Twilio reports the call's progress here; `completed` ends it. */
  statusCallback: string;
}

/** Buys a number and points its calls at our voice webhooks in the same request. */
export async function buyNumber(apiUrl: string, account: TwilioAccount, number: string, hooks: VoiceWebhooks) {
  const bought = await call(() =>
    client(apiUrl, account).incomingPhoneNumbers.create({
      phoneNumber: number,
      voiceUrl: hooks.voiceUrl,
      voiceMethod: 'POST',
      statusCallback: hooks.statusCallback,
      statusCallbackMethod: 'POST',
    }),
  );
  return { sid: bought.sid, number: bought.phoneNumber, friendlyName: bought.friendlyName };
}

/** Gives a number back to Twilio. One Twilio no longer has is as good as released. */
export async function releaseNumber(apiUrl: string, account: TwilioAccount, sid: string): Promise<void> {
  try {
    await call(() => client(apiUrl, account).incomingPhoneNumbers(sid).remove());
  } catch (error) {
    if (error instanceof TwilioError && error.status === 404) return;
    throw error;
  }
}

/** Places a call from one of the account's numbers; Twilio fetches its TwiML from `url` once answered. */
export async function createCall(
  apiUrl: string,
  account: TwilioAccount,
  call_: { from: string; to: string; url: string; statusCallback: string },
) {
  const placed = await call(() =>
    client(apiUrl, account).calls.create({
      from: call_.from,
      to: call_.to,
      url: call_.url,
      method: 'POST',
      statusCallback: call_.statusCallback,
      statusCallbackMethod: 'POST',
      statusCallbackEvent: ['completed'],
    }),
  );
  return { callSid: placed.sid };
}
