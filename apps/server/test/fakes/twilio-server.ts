import { randomBytes } from 'node:crypto';
import twilio from 'twilio';
import { startLocalServer } from '../local-http-server.js';
import { cliArg, closeServer, runStandalone, sendJson } from './fake-server-kit.js';

/**
 * A real HTTP server speaking Twilio's REST API (2010-04-01) as the `twilio` SDK calls it, for
 * phone numbers and calls:
 * - GET  /2010-04-01/Accounts/{sid}.json (the account)
 * - GET  /2010-04-01/Accounts/{sid}/AvailablePhoneNumbers/{country}/Local.json
 * - GET|POST /2010-04-01/Accounts/{sid}/IncomingPhoneNumbers.json, POST|DELETE .../IncomingPhoneNumbers/{PN}.json
 * - POST /2010-04-01/Accounts/{sid}/Calls.json: the call is recorded, then "answered" at once:
 *   its Url is asked for TwiML with a signed request, as Twilio does.
 * Every call needs HTTP Basic auth with a known account's SID and Auth Token (else 401, code
 * 20003 'Authenticate', as Twilio answers). Errors are Twilio's JSON error body.
 *
 * Like Twilio, it calls the product's voice webhooks with X-Twilio-Signature computed from the
 * account's Auth Token, the full address and the sorted form fields (the SDK's
 * getExpectedTwilioSignature): `signedWebhook` builds such a request (for app.inject), `post`
 * sends it. Tests read what it received in `calls`, or `GET /__calls` from another process;
 * another process has it place a call through `POST /__place-call` {to, from?, speech?}.
 *
 * Standalone, for e2e and benchmarks: `node --import tsx apps/server/test/fakes/twilio-server.ts --port 3199`.
 */
export const FAKE_TWILIO_ACCOUNT = { accountSid: `AC${'1'.repeat(32)}`, authToken: 'fake_twilio_auth_token_0001' };
export const OTHER_TWILIO_ACCOUNT = { accountSid: `AC${'2'.repeat(32)}`, authToken: 'fake_twilio_auth_token_0002' };

/** Numbers for sale in every fake account (US local), until bought. */
export const FAKE_AVAILABLE_NUMBERS = ['+15005550101', '+15005550102', '+15005550103', '+15005550104'];

export interface TwilioRequest {
  method: string;
  path: string;
  accountSid: string;
  params: Record<string, string | string[]>;
}

export interface FakeIncomingNumber {
  sid: string;
  accountSid: string;
  phoneNumber: string;
  friendlyName: string;
  voiceUrl: string;
  statusCallback: string;
}

export interface PlacedCall {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  url: string;
  statusCallback: string;
  /** What the call's Url answered when the fake "picked up". */
  twiml?: string;
}

export interface SignedWebhook {
  url: string;
  headers: Record<string, string>;
  body: string;
}

const friendly = (number: string) => {
  const digits = number.replace(/^\+1/, '');
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};

export async function startFakeTwilio(options: { port?: number } = {}) {
  const accounts = new Map([FAKE_TWILIO_ACCOUNT, OTHER_TWILIO_ACCOUNT].map((a) => [a.accountSid, a.authToken]));
  const calls: TwilioRequest[] = [];
  const numbers = new Map<string, FakeIncomingNumber>();
  const placed: PlacedCall[] = [];
  const sold = new Set<string>();
  /** Set by a test to make every REST call fail with this status (an outage). */
  const state = { failWith: 0 };

  const tokenOf = (accountSid: string) => {
    const token = accounts.get(accountSid);
    if (!token) throw new Error(`the fake knows no account ${accountSid}`);
    return token;
  };

  /** A webhook request as Twilio signs it. */
  function signedWebhook(accountSid: string, url: string, params: Record<string, string>): SignedWebhook {
    const all = { AccountSid: accountSid, ApiVersion: '2010-04-01', ...params };
    return {
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(tokenOf(accountSid), url, all),
      },
      body: new URLSearchParams(all).toString(),
    };
  }

  async function post(accountSid: string, url: string, params: Record<string, string>) {
    const request = signedWebhook(accountSid, url, params);
    const res = await fetch(url, { method: 'POST', headers: request.headers, body: request.body });
    return { status: res.status, body: await res.text() };
  }

  /** A caller dials one of the bought numbers: the number's voice URL is asked for TwiML. */
  async function placeInboundCall(to: string, from = '+15551230000') {
    const number = [...numbers.values()].find((n) => n.phoneNumber === to);
    if (!number) throw new Error(`no bought number ${to}`);
    const callSid = `CA${randomBytes(16).toString('hex')}`;
    const params = { CallSid: callSid, From: from, To: to, Direction: 'inbound', CallStatus: 'ringing' };
    return { callSid, number, answer: await post(number.accountSid, number.voiceUrl, params) };
  }

  const { server, port } = await startLocalServer((req, res, body) => {
    const reply = (status: number, payload?: unknown) => {
      if (payload === undefined) return void res.writeHead(status, { 'content-type': 'application/json' }).end('');
      sendJson(res, status, payload);
    };
    const fail = (status: number, code: number, message: string) =>
      reply(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/__calls') return reply(200, { requests: calls, placed, numbers: [...numbers.values()] });
    if (url.pathname === '/__place-call' && req.method === 'POST') {
      const { to, from } = JSON.parse(body || '{}') as { to: string; from?: string };
      placeInboundCall(to, from).then(
        (placedCall) => reply(200, placedCall),
        (error: Error) => reply(400, { message: error.message }),
      );
      return;
    }
    const match = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})(?:\/(.*))?\.json$/.exec(url.pathname);
    if (!match) return fail(404, 20404, 'The requested resource was not found');
    const [, accountSid = '', rest = ''] = match;
    const params = readForm(body);
    calls.push({ method: req.method ?? 'GET', path: url.pathname, accountSid, params });
    const [user, password] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString('utf8')
      .split(':');
    if (user !== accountSid || !password || accounts.get(accountSid) !== password) {
      return fail(401, 20003, 'Authenticate');
    }
    if (state.failWith) return fail(state.failWith, 20500, 'Internal Server Error');

    if (rest === '' && req.method === 'GET') {
      return reply(200, { sid: accountSid, friendly_name: 'Fake Twilio account', status: 'active', type: 'Full' });
    }
    const available = /^AvailablePhoneNumbers\/([A-Z]{2})\/Local$/.exec(rest);
    if (available && req.method === 'GET') {
      const offered = available[1] === 'US' ? FAKE_AVAILABLE_NUMBERS.filter((n) => !sold.has(n)) : [];
      return reply(200, {
        uri: url.pathname,
        available_phone_numbers: offered.map((n) => ({
          phone_number: n,
          friendly_name: friendly(n),
          iso_country: 'US',
          capabilities: { voice: true, SMS: true, MMS: false },
        })),
      });
    }
    if (rest === 'IncomingPhoneNumbers' && req.method === 'GET') {
      const mine = [...numbers.values()].filter((n) => n.accountSid === accountSid);
      return reply(200, { uri: url.pathname, incoming_phone_numbers: mine.map(toResource) });
    }
    if (rest === 'IncomingPhoneNumbers' && req.method === 'POST') {
      const phoneNumber = String(params.PhoneNumber ?? '');
      if (!FAKE_AVAILABLE_NUMBERS.includes(phoneNumber) || sold.has(phoneNumber)) {
        return fail(400, 21422, 'PhoneNumber requested is not available');
      }
      sold.add(phoneNumber);
      const number: FakeIncomingNumber = {
        sid: `PN${randomBytes(16).toString('hex')}`,
        accountSid,
        phoneNumber,
        friendlyName: friendly(phoneNumber),
        voiceUrl: String(params.VoiceUrl ?? ''),
        statusCallback: String(params.StatusCallback ?? ''),
      };
      numbers.set(number.sid, number);
      return reply(201, toResource(number));
    }
    const one = /^IncomingPhoneNumbers\/(PN[0-9a-f]{32})$/.exec(rest);
    const held = one ? numbers.get(one[1] ?? '') : undefined;
    if (one && (!held || held.accountSid !== accountSid))
      return fail(404, 20404, 'The requested resource was not found');
    if (held && req.method === 'DELETE') {
      numbers.delete(held.sid);
      sold.delete(held.phoneNumber);
      return reply(204);
    }
    if (held && req.method === 'POST') {
      if (params.VoiceUrl) held.voiceUrl = String(params.VoiceUrl);
      if (params.StatusCallback) held.statusCallback = String(params.StatusCallback);
      return reply(200, toResource(held));
    }
    if (rest === 'Calls' && req.method === 'POST') {
      const from = String(params.From ?? '');
      if (![...numbers.values()].some((n) => n.accountSid === accountSid && n.phoneNumber === from)) {
        return fail(400, 21210, 'The source phone number provided, From, is not yet verified for your account.');
      }
      const call: PlacedCall = {
        sid: `CA${randomBytes(16).toString('hex')}`,
        accountSid,
        to: String(params.To ?? ''),
        from,
        url: String(params.Url ?? ''),
        statusCallback: String(params.StatusCallback ?? ''),
      };
      placed.push(call);
      reply(201, {
        sid: call.sid,
        account_sid: accountSid,
        to: call.to,
        from: call.from,
        status: 'queued',
        direction: 'outbound-api',
      });
      // The callee picks up: Twilio asks the call's Url what to do.
      const answered = {
        CallSid: call.sid,
        From: call.from,
        To: call.to,
        Direction: 'outbound-api',
        CallStatus: 'in-progress',
      };
      post(accountSid, call.url, answered).then(
        (answer) => {
          call.twiml = answer.body;
        },
        (error: Error) => {
          call.twiml = `failed: ${error.message}`;
        },
      );
      return;
    }
    return fail(404, 20404, 'The requested resource was not found');
  }, options.port);

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    calls,
    numbers,
    placed,
    state,
    signedWebhook,
    post,
    placeInboundCall,
    close: () => closeServer(server),
  };
}

export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;

function toResource(number: FakeIncomingNumber) {
  return {
    sid: number.sid,
    account_sid: number.accountSid,
    phone_number: number.phoneNumber,
    friendly_name: number.friendlyName,
    voice_url: number.voiceUrl,
    voice_method: 'POST',
    status_callback: number.statusCallback,
    capabilities: { voice: true, sms: true, mms: false },
  };
}

/** A form body as Twilio's API reads it: a repeated field becomes a list. */
function readForm(body: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const seen = params[key];
    params[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return params;
}

await runStandalone(import.meta.url, async () => {
  const fake = await startFakeTwilio({ port: Number(cliArg('--port') ?? 3199) });
  console.log(`fake Twilio API on ${fake.url}`);
});
