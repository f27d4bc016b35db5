import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { workspaces } from '../src/platform/db/schema/index.js';
import { useChatTestbed } from './chat-client.js';
import { FAKE_TWILIO_ACCOUNT, type FakeTwilio, startFakeTwilio } from './fakes/twilio-server.js';

/**
 * A test app whose Twilio is the fake, with helpers for an owner who saved Twilio credentials,
 * bought a number and gave it to an agent, and for playing Twilio's part in that number's calls.
 */
export function usePhoneTestbed() {
  const fake = {} as { twilio: FakeTwilio };
  beforeAll(async () => {
    fake.twilio = await startFakeTwilio();
  });
  afterAll(() => fake.twilio?.close());
  const chat = useChatTestbed(() => ({ TWILIO_API_URL: fake.twilio.url }));
  const { bed, ownerWithAgent } = chat;

  type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;

  /** The plan's phone slots, as an upgrade or an add-on sets them. */
  async function setPhoneSlots(uid: string, slots: number) {
    const [row] = await bed.app.regions.db('na').select().from(workspaces).where(eq(workspaces.uid, uid));
    if (!row) throw new Error(`no workspace ${uid}`);
    await bed.app.regions
      .db('na')
      .update(workspaces)
      .set({ limits: { ...row.limits, twilioPhoneNumberSlots: slots } })
      .where(eq(workspaces.uid, uid));
  }

  async function saveCredentials(owner: Owner, account = FAKE_TWILIO_ACCOUNT) {
    const saved = await owner.client.put(`/api/na/workspaces/${owner.uid}/twilio-credentials`, account);
    expect(saved.statusCode).toBe(200);
  }

  const numbersPath = (owner: Owner) => `/api/na/workspaces/${owner.uid}/twilio-numbers`;

  /** An owner with a model, Twilio credentials, slots, and a number its agent answers. */
  async function ownerWithNumber(
    options: { slots?: number; phoneNumber?: string; account?: typeof FAKE_TWILIO_ACCOUNT } = {},
  ) {
    const owner = await ownerWithAgent({ withModel: true });
    await owner.updateAgent({ smartInit: true });
    await saveCredentials(owner, options.account);
    await setPhoneSlots(owner.uid, options.slots ?? 2);
    const available = (await owner.client.get(`${numbersPath(owner)}/available`)).json().available as {
      number: string;
    }[];
    const number = options.phoneNumber ?? available[0]?.number;
    const bought = await owner.client.post(numbersPath(owner), { number });
    expect(bought.statusCode).toBe(201);
    const numberId = bought.json().id as string;
    const assigned = await owner.client.request({
      method: 'PATCH',
      url: `${numbersPath(owner)}/${numberId}`,
      payload: { agentId: owner.agentId },
    });
    expect(assigned.statusCode).toBe(200);
    return {
      ...owner,
      numberId,
      phoneNumber: bought.json().number as string,
      account: options.account ?? FAKE_TWILIO_ACCOUNT,
    };
  }

  /** Twilio calling one of our webhooks, signed as Twilio signs (the fake computes the signature). */
  async function twilioPosts(accountSid: string, url: string, params: Record<string, string>, signature?: string) {
    const request = fake.twilio.signedWebhook(accountSid, url, params);
    const headers = signature === undefined ? request.headers : { ...request.headers, 'x-twilio-signature': signature };
    return bed.app.inject({
      method: 'POST',
      url: url.slice(bed.app.config.publicUrl.length),
      headers,
      payload: request.body,
    });
  }

  let calls = 0;
  /** A caller dials the owner's number: what our call webhook answered. */
  async function dial(owner: Awaited<ReturnType<typeof ownerWithNumber>>, from = '+15557770000') {
    const number = [...fake.twilio.numbers.values()].find((n) => n.phoneNumber === owner.phoneNumber);
    if (!number) throw new Error(`Twilio has no number ${owner.phoneNumber}`);
    const callSid = `CA${String(++calls).padStart(32, '0')}`;
    const params = { CallSid: callSid, From: from, To: owner.phoneNumber, Direction: 'inbound', CallStatus: 'ringing' };
    const res = await twilioPosts(number.accountSid, number.voiceUrl, params);
    return { callSid, res, twiml: res.body, statusCallback: number.statusCallback, accountSid: number.accountSid };
  }

  return { ...chat, fake, setPhoneSlots, saveCredentials, numbersPath, ownerWithNumber, twilioPosts, dial };
}

/** The address a TwiML verb's attribute names (gather action, recording callback). */
export function attribute(twiml: string, verb: string, name: string): string {
  const tag = new RegExp(`<${verb}\\b[^>]*\\b${name}="([^"]*)"`).exec(twiml);
  if (!tag?.[1]) throw new Error(`no ${verb} ${name} in ${twiml}`);
  return tag[1].replaceAll('&amp;', '&');
}
