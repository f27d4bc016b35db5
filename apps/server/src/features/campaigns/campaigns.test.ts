import {
  CAMPAIGN_NO_CONTACTS,
  CAMPAIGN_NO_CREDITS_REASON,
  type Campaign,
  type CampaignContact,
  type ContactState,
} from '@agent-platform/core';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addClient, agencyWithHost, signedInClient } from '../../../test/agency-clients.js';
import { joinWorkspace, signUpWithWorkspace } from '../../../test/app.js';
import { useChatTestbed } from '../../../test/chat-client.js';
import {
  APPROVED_TEMPLATE,
  type FakeMetaGraph,
  startFakeMetaGraph,
  whatsappTextWebhook,
} from '../../../test/fakes/meta-graph-server.js';
import {
  campaignContacts,
  creditLedger,
  doNotContact,
  messages,
  notifications,
  workspaces,
} from '../../platform/db/schema/index.js';
import { DO_NOT_CONTACT_REASON } from './add-contacts.js';
import { OPTED_OUT_REASON } from './note-campaign-reply.js';
import { INTERRUPTED_REASON } from './run-campaign-step.js';

const APP_ID = 'test-meta-app';
const APP_SECRET = 'test-meta-app-secret';

let graph: FakeMetaGraph;
beforeAll(async () => {
  graph = await startFakeMetaGraph({ appId: APP_ID, appSecret: APP_SECRET });
});
afterAll(() => graph.close());
const { bed, ownerWithAgent } = useChatTestbed(() => ({
  META_GRAPH_URL: graph.url,
  META_APP_ID: APP_ID,
  META_APP_SECRET: APP_SECRET,
}));

let businesses = 0;
let numbers = 0;
/** A valid US number of its own for each contact, so that tests never share a person. */
const newPhone = () =>
  `+1202555${String(++numbers + (Date.now() % 5000))
    .padStart(4, '0')
    .slice(-4)}`;
const waId = (phone: string) => phone.slice(1);

/** An owner whose agent has a WhatsApp number connected by the New Method. */
async function ownerWithWhatsapp() {
  const owner = await ownerWithAgent({ withModel: true });
  await owner.updateAgent({ smartInit: true });
  const channel = `/api/na/v2/agents/${owner.agentId}/channels/whatsapp`;
  const wabaId = `7${String(Date.now()).slice(-8)}${String(++businesses).padStart(3, '0')}`;
  expect((await owner.client.post(`${channel}/sign-in`, { code: 'signup-code' })).statusCode).toBe(200);
  expect((await owner.client.post(`${channel}/sign-in`, { wabaId })).statusCode).toBe(200);
  const [number] = (await owner.client.get(`${channel}/business-numbers`)).json().data;
  const connected = await owner.client.post(`${channel}/numbers`, {
    wabaId,
    phoneId: number.id,
    phoneNumber: number.display_phone_number,
  });
  expect(connected.statusCode).toBe(200);
  return { ...owner, wabaId, phoneId: number.id as string, campaigns: `/api/na/workspaces/${owner.uid}/campaigns` };
}
type WhatsappOwner = Awaited<ReturnType<typeof ownerWithWhatsapp>>;

/** A draft WhatsApp campaign reaching contacts at any hour of any day. */
async function draftCampaign(owner: WhatsappOwner, template: Record<string, unknown> = {}): Promise<Campaign> {
  const res = await owner.client.post(owner.campaigns, {
    name: 'Winter offer',
    agentId: owner.agentId,
    kind: 'whatsapp',
    schedule: { days: [0, 1, 2, 3, 4, 5, 6], hoursFrom: '00:00', hoursTo: '23:59' },
    template: { name: 'hello_again', language: 'en', ...template },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const importCsv = (owner: WhatsappOwner, campaignId: string, csv: string) =>
  owner.client.post(`${owner.campaigns}/${campaignId}/contacts/import`, { csv });

const contactsOf = async (owner: WhatsappOwner, campaignId: string): Promise<CampaignContact[]> =>
  (await owner.client.get(`${owner.campaigns}/${campaignId}/contacts`)).json().contacts;

/** The campaign's contacts once none is in any of `pending` (queued, by default). */
function settledContacts(owner: WhatsappOwner, campaignId: string, pending: ContactState[] = ['queued']) {
  return vi.waitFor(
    async () => {
      const contacts = await contactsOf(owner, campaignId);
      const waiting = contacts.filter((contact) => pending.includes(contact.state));
      if (waiting.length > 0)
        throw new Error(`contacts still pending: ${JSON.stringify(contacts.map((c) => c.state))}`);
      return contacts;
    },
    { timeout: 20_000, interval: 100 },
  );
}

async function campaignOf(owner: WhatsappOwner, campaignId: string): Promise<Campaign> {
  return (await owner.client.get(`${owner.campaigns}/${campaignId}`)).json();
}

/** The template messages the fake took for a number. */
const templatesSentTo = (phone: string) =>
  graph.calls.filter(
    (call) => call.path.endsWith('/messages') && call.body.type === 'template' && call.body.to === waId(phone),
  );

const reply = (owner: WhatsappOwner, from: string, text: string) => {
  const body = JSON.stringify(whatsappTextWebhook({ wabaId: owner.wabaId, phoneId: owner.phoneId, from, text }));
  return bed.app.inject({
    method: 'POST',
    url: `/api/na/agents/${owner.agentId}/wa-webhook`,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': graph.sign(body) },
    payload: body,
  });
};

describe('a campaign audience from a CSV file', () => {
  it('adds valid rows as E.164 numbers, merges duplicates, and names each refused row with why', async () => {
    const owner = await ownerWithWhatsapp();
    const campaign = await draftCampaign(owner);
    const [a, b] = [newPhone(), newPhone()];
    const csv = [
      'Name,Phone,Email,City',
      `Ada,${a},ada@example.com,Lisbon`,
      'Bob,abc,bob@example.com,Porto',
      `Cy,"${b.slice(2, 5)}-${b.slice(5, 8)}-${b.slice(8)}",,Faro`,
      ',,nobody@example.com,',
      '',
      `Ada again,${a},,Braga`,
      `Eve,${newPhone()},not-an-email,`,
    ].join('\n');
    const res = await owner.client.post(`${owner.campaigns}/${campaign.id}/contacts/import`, {
      csv,
      defaultCountry: 'US',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      added: 2,
      merged: 1,
      excluded: [],
      rejected: [
        { row: 3, reason: '"abc" is not a valid phone number.' },
        { row: 5, reason: 'No phone number.' },
        { row: 8, reason: '"not-an-email" is not a valid email address.' },
      ],
    });
    const contacts = await contactsOf(owner, campaign.id);
    expect(contacts.map((c) => [c.name, c.phone, c.email, c.customFields, c.state])).toEqual([
      ['Ada', a, 'ada@example.com', { City: 'Lisbon' }, 'queued'],
      ['Cy', b, null, { City: 'Faro' }, 'queued'],
    ]);
    // Importing again merges every row into the contacts already there.
    const again = await importCsv(owner, campaign.id, `phone\n${a}\n${b}\n`);
    expect(again.json()).toMatchObject({ added: 0, merged: 2 });
    expect((await importCsv(owner, campaign.id, 'name,email\nAda,a@example.com')).json().error.message).toBe(
      'The file needs a "phone" column.',
    );
  });

  it('leaves out numbers on the do-not-contact list', async () => {
    const owner = await ownerWithWhatsapp();
    const blocked = newPhone();
    const added = await owner.client.post(`/api/na/workspaces/${owner.uid}/do-not-contact`, {
      phone: `${blocked.slice(0, 2)} ${blocked.slice(2)}`,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ phone: blocked });
    const campaign = await draftCampaign(owner);
    const report = (await importCsv(owner, campaign.id, `phone\n${blocked}\n${newPhone()}`)).json();
    expect(report).toMatchObject({ added: 1, excluded: [{ phone: blocked, reason: DO_NOT_CONTACT_REASON }] });
  });

  it('takes leads chosen by status, skipping those without a valid number', async () => {
    const owner = await ownerWithWhatsapp();
    const db = bed.app.regions.db('na');
    const { leads } = await import('../../platform/db/schema/index.js');
    const [won, fresh] = [newPhone(), newPhone()];
    await db.insert(leads).values([
      {
        id: `lead-a-${numbers}`,
        workspaceUid: owner.uid,
        agentId: owner.agentId,
        name: 'Won',
        phone: won,
        origin: 'web',
        status: 'won',
      },
      {
        id: `lead-b-${numbers}`,
        workspaceUid: owner.uid,
        agentId: owner.agentId,
        name: 'New',
        phone: fresh,
        origin: 'web',
        status: 'new',
      },
      {
        id: `lead-c-${numbers}`,
        workspaceUid: owner.uid,
        agentId: owner.agentId,
        name: 'Bad',
        phone: '12',
        origin: 'web',
        status: 'won',
      },
    ]);
    const campaign = await draftCampaign(owner);
    const res = await owner.client.post(`${owner.campaigns}/${campaign.id}/contacts/from-leads`, { statuses: ['won'] });
    expect(res.json()).toEqual({
      added: 1,
      merged: 0,
      excluded: [{ phone: '12', reason: 'No valid phone number' }],
      rejected: [],
    });
    expect((await contactsOf(owner, campaign.id)).map((c) => [c.name, c.phone])).toEqual([['Won', won]]);

    // By the tags of the lead's conversation.
    const chat = await bed.app.inject({ method: 'POST', url: `/api/na/public/agents/${owner.agentId}/conversations` });
    const conversationId = chat.json().conversationId as string;
    const tagged = await owner.client.request({
      method: 'PATCH',
      url: `/api/na/workspaces/${owner.uid}/conversations/${conversationId}`,
      payload: { tags: ['vip'] },
    });
    expect(tagged.statusCode).toBe(200);
    const vip = newPhone();
    await db.insert(leads).values({
      id: `lead-d-${numbers}`,
      workspaceUid: owner.uid,
      agentId: owner.agentId,
      conversationId,
      name: 'Vip',
      phone: vip,
      origin: 'web',
      status: 'new',
    });
    const byTag = await owner.client.post(`${owner.campaigns}/${campaign.id}/contacts/from-leads`, { tags: ['vip'] });
    expect(byTag.json()).toMatchObject({ added: 1, merged: 0 });
    expect((await contactsOf(owner, campaign.id)).map((c) => c.name)).toEqual(['Won', 'Vip']);
  });
});

describe('a WhatsApp campaign', () => {
  it('sends the template once to each contact, charges each message once, and a reply lands in Chats with the agent answering', async () => {
    const owner = await ownerWithWhatsapp();
    const campaign = await draftCampaign(owner);
    const phones = [newPhone(), newPhone(), newPhone()];
    await importCsv(owner, campaign.id, `name,phone\n${phones.map((p, i) => `Person ${i},${p}`).join('\n')}`);
    const started = await owner.client.post(`${owner.campaigns}/${campaign.id}/start`);
    expect(started.statusCode).toBe(200);
    expect(started.json().status).toBe('running');

    const contacts = await settledContacts(owner, campaign.id);
    expect(contacts.map((c) => [c.state, c.attempts, c.cost])).toEqual(phones.map(() => ['messaged', 1, 1]));
    for (const phone of phones) {
      const sent = templatesSentTo(phone);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body.template).toEqual({ name: 'hello_again', language: { code: 'en' } });
    }
    const db = bed.app.regions.db('na');
    const charges = await db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.workspaceUid, owner.uid), like(creditLedger.idempotencyKey, 'campaign-message:%')));
    expect(charges.map((c) => Number(c.delta))).toEqual([-1, -1, -1]);
    const done = await campaignOf(owner, campaign.id);
    expect(done).toMatchObject({ status: 'completed', creditsSpent: 3, contacts: 3, reached: 3, responded: 0 });
    expect(done.totals.messaged).toBe(3);

    // The template shows in the contact's conversation; their reply is answered there by the agent.
    const first = contacts[0]!;
    const transcript = await db.select().from(messages).where(eq(messages.conversationId, first.conversationId!));
    expect(transcript.map((m) => [m.role, m.content])).toEqual([['assistant', APPROVED_TEMPLATE.components[0]?.text]]);
    expect((await reply(owner, waId(first.phone), 'Yes, tell me more')).statusCode).toBe(200);
    // The agent's answer goes out on WhatsApp, and the contact shows as replied.
    await expect
      .poll(() => graph.calls.some((call) => call.body.type === 'text' && call.body.to === waId(first.phone)), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect
      .poll(async () => (await contactsOf(owner, campaign.id)).find((c) => c.phone === first.phone)?.state, {
        timeout: 15_000,
      })
      .toBe('replied');
    const after = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, first.conversationId!))
      .orderBy(messages.id);
    expect(after.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(after[1]?.content).toBe('Yes, tell me more');

    const timeline = (await owner.client.get(`${owner.campaigns}/${campaign.id}/timeline`)).json();
    expect(timeline.points.reduce((sum: number, p: { reached: number }) => sum + p.reached, 0)).toBe(3);
    expect(timeline.points.reduce((sum: number, p: { responded: number }) => sum + p.responded, 0)).toBe(1);

    const exported = await owner.client.get(`${owner.campaigns}/${campaign.id}/export`);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const lines = exported.body.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Email,State,Attempts,Duration (s),Cost (credits),Error,Conversation,Updated');
    expect(lines).toHaveLength(4);
    expect(lines.find((line) => line.includes(first.phone))).toContain(',Replied,1,,1,,');
  });

  it('fills the template variables from contact fields and custom columns', async () => {
    const owner = await ownerWithWhatsapp();
    await owner.client.post(`/api/na/v2/agents/${owner.agentId}/channels/whatsapp/templates`, {
      wabaId: owner.wabaId,
      name: 'city_offer',
      language: 'en',
      category: 'MARKETING',
      bodyText: 'Hi {{1}}, our {{2}} shop has a winter offer. Reply to hear more.',
    });
    graph.approve('city_offer');
    const listed = await owner.client.get(`/api/na/v2/agents/${owner.agentId}/campaign-templates`);
    expect(listed.json().templates.map((t: { name: string }) => t.name)).toContain('city_offer');
    const campaign = await draftCampaign(owner, { name: 'city_offer', variables: ['name', 'custom:City'] });
    const phone = newPhone();
    await importCsv(owner, campaign.id, `Name,Phone,City\nMaria,${phone},Lisbon`);
    await owner.client.post(`${owner.campaigns}/${campaign.id}/start`);
    const [contact] = await settledContacts(owner, campaign.id);
    expect(contact?.state).toBe('messaged');
    expect(templatesSentTo(phone)[0]?.body.template).toEqual({
      name: 'city_offer',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Maria' },
            { type: 'text', text: 'Lisbon' },
          ],
        },
      ],
    });
    const [message] = await bed.app.regions
      .db('na')
      .select()
      .from(messages)
      .where(eq(messages.conversationId, contact!.conversationId!));
    expect(message?.content).toBe('Hi Maria, our Lisbon shop has a winter offer. Reply to hear more.');
  });

  it('puts a person who says STOP on the do-not-contact list, and no later campaign reaches them', async () => {
    const owner = await ownerWithWhatsapp();
    const campaign = await draftCampaign(owner);
    const phone = newPhone();
    await importCsv(owner, campaign.id, `phone\n${phone}`);
    await owner.client.post(`${owner.campaigns}/${campaign.id}/start`);
    await settledContacts(owner, campaign.id);
    await reply(owner, waId(phone), 'STOP');
    await settledContacts(owner, campaign.id, ['messaged']);
    expect((await contactsOf(owner, campaign.id))[0]?.state).toBe('opted_out');
    const listed = (await owner.client.get(`/api/na/workspaces/${owner.uid}/do-not-contact`)).json();
    expect(listed.entries).toEqual([expect.objectContaining({ phone, reason: OPTED_OUT_REASON })]);

    const next = await draftCampaign(owner);
    const report = (await importCsv(owner, next.id, `phone\n${phone}`)).json();
    expect(report).toMatchObject({ added: 0, excluded: [{ phone }] });
    // Taken off the list by a member, the number may be reached again.
    const removed = await owner.client.delete(
      `/api/na/workspaces/${owner.uid}/do-not-contact/${encodeURIComponent(phone)}`,
    );
    expect(removed.statusCode).toBe(204);
    expect((await importCsv(owner, next.id, `phone\n${phone}`)).json()).toMatchObject({ added: 1 });
  });

  it('skips a contact put on the do-not-contact list after the import', async () => {
    const owner = await ownerWithWhatsapp();
    const campaign = await draftCampaign(owner);
    const [kept, blocked] = [newPhone(), newPhone()];
    await importCsv(owner, campaign.id, `phone\n${kept}\n${blocked}`);
    await owner.client.post(`/api/na/workspaces/${owner.uid}/do-not-contact`, { phone: blocked });
    await owner.client.post(`${owner.campaigns}/${campaign.id}/start`);
    const contacts = await settledContacts(owner, campaign.id);
    expect(contacts.map((c) => c.state)).toEqual(['messaged', 'opted_out']);
    expect(templatesSentTo(blocked)).toHaveLength(0);
  });

  it('stops with a notification when the credits run out, having charged only what it sent', async () => {
    const owner = await ownerWithWhatsapp();
    const db = bed.app.regions.db('na');
    await db.update(workspaces).set({ loadTokens: 2 }).where(eq(workspaces.uid, owner.uid));
    const campaign = await draftCampaign(owner);
    await importCsv(owner, campaign.id, `phone\n${[newPhone(), newPhone(), newPhone(), newPhone()].join('\n')}`);
    await owner.client.post(`${owner.campaigns}/${campaign.id}/start`);
    await expect
      .poll(async () => (await campaignOf(owner, campaign.id)).status, { timeout: 20_000 })
      .not.toBe('running');
    const current = await campaignOf(owner, campaign.id);
    expect(current).toMatchObject({ status: 'paused', stoppedReason: CAMPAIGN_NO_CREDITS_REASON, creditsSpent: 2 });
    expect(current.totals).toMatchObject({ messaged: 2, queued: 2 });
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.uid, owner.uid));
    expect(Number(workspace?.loadTokens)).toBe(0);
    // The workspace is told right after the campaign stops.
    const titles = async () =>
      (await db.select().from(notifications).where(eq(notifications.workspaceUid, owner.uid))).map((n) => n.title);
    await expect.poll(titles, { timeout: 5_000 }).toContain('Campaign "Winter offer" paused');
  });

  it('never sends again to a contact whose send was cut short, and refunds a message WhatsApp refused', async () => {
    const owner = await ownerWithWhatsapp();
    const campaign = await draftCampaign(owner);
    const [interrupted, fine] = [newPhone(), newPhone()];
    await importCsv(owner, campaign.id, `phone\n${interrupted}\n${fine}`);
    // A process killed between claiming the contact and sending leaves this behind: a claim under
    // the mark of a process that no longer runs.
    const db = bed.app.regions.db('na');
    await db
      .update(campaignContacts)
      .set({ dispatchedAt: new Date(), dispatchedBy: bed.app.regions.mark.id + 1, attempts: 1 })
      .where(and(eq(campaignContacts.campaignId, campaign.id), eq(campaignContacts.phone, interrupted)));
    await owner.client.post(`${owner.campaigns}/${campaign.id}/start`);
    const contacts = await settledContacts(owner, campaign.id);
    expect(contacts.map((c) => [c.phone, c.state, c.attempts])).toEqual([
      [interrupted, 'failed', 1],
      [fine, 'messaged', 1],
    ]);
    expect(contacts[0]?.lastError).toBe(INTERRUPTED_REASON);
    expect(templatesSentTo(interrupted)).toHaveLength(0);

    // A template WhatsApp refuses (its parameters do not fit) fails the contact and gives the credit back.
    const refused = await draftCampaign(owner, { variables: ['name'] });
    const phone = newPhone();
    await importCsv(owner, refused.id, `name,phone\nSam,${phone}`);
    const before = Number((await db.select().from(workspaces).where(eq(workspaces.uid, owner.uid)))[0]?.loadTokens);
    await owner.client.post(`${owner.campaigns}/${refused.id}/start`);
    const [failed] = await settledContacts(owner, refused.id);
    expect(failed).toMatchObject({ state: 'failed', cost: 0 });
    expect(failed?.lastError).toMatch(/Number of parameters does not match/);
    const after = Number((await db.select().from(workspaces).where(eq(workspaces.uid, owner.uid)))[0]?.loadTokens);
    expect(after).toBe(before);
  });

  it('starts only with contacts and an approved template, and moves between statuses as asked', async () => {
    const owner = await ownerWithWhatsapp();
    const campaign = await draftCampaign(owner);
    const empty = await owner.client.post(`${owner.campaigns}/${campaign.id}/start`);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(CAMPAIGN_NO_CONTACTS);
    expect((await owner.client.post(`${owner.campaigns}/${campaign.id}/pause`)).json().error.message).toBe(
      'A draft campaign cannot be paused.',
    );
    const unknown = await draftCampaign(owner, { name: 'no_such_template' });
    await importCsv(owner, unknown.id, `phone\n${newPhone()}`);
    expect((await owner.client.post(`${owner.campaigns}/${unknown.id}/start`)).json().error.message).toBe(
      'The campaign’s template is not approved for this agent’s WhatsApp number.',
    );

    // Starting later schedules it; a scheduled campaign pauses, resumes and cancels.
    const later = await owner.client.put(`${owner.campaigns}/${campaign.id}`, {
      name: 'Later',
      agentId: owner.agentId,
      kind: 'whatsapp',
      schedule: { startsAt: new Date(Date.now() + 3600_000).toISOString() },
      template: { name: 'hello_again', language: 'en' },
    });
    expect(later.statusCode).toBe(200);
    await importCsv(owner, campaign.id, `phone\n${newPhone()}`);
    expect((await owner.client.post(`${owner.campaigns}/${campaign.id}/start`)).json().status).toBe('scheduled');
    expect((await owner.client.put(`${owner.campaigns}/${campaign.id}`, { name: 'x' })).statusCode).toBe(400);
    expect((await owner.client.post(`${owner.campaigns}/${campaign.id}/pause`)).json().status).toBe('paused');
    expect((await owner.client.post(`${owner.campaigns}/${campaign.id}/resume`)).json().status).toBe('scheduled');
    expect((await owner.client.delete(`${owner.campaigns}/${campaign.id}`)).json().error.message).toBe(
      'Pause or cancel the campaign before deleting it.',
    );
    expect((await owner.client.post(`${owner.campaigns}/${campaign.id}/cancel`)).json().status).toBe('cancelled');
    expect(templatesSentTo((await contactsOf(owner, campaign.id))[0]!.phone)).toHaveLength(0);
    expect((await owner.client.delete(`${owner.campaigns}/${campaign.id}`)).statusCode).toBe(204);
    expect((await owner.client.get(`${owner.campaigns}/${campaign.id}`)).statusCode).toBe(404);
  });

  it("is another workspace's 404, and speaks only as the workspace's own agents", async () => {
    const owner = await ownerWithWhatsapp();
    const campaign = await draftCampaign(owner);
    const stranger = await signUpWithWorkspace(bed.app);
    const theirs = `/api/na/workspaces/${stranger.workspace.uid}/campaigns/${campaign.id}`;
    expect((await stranger.client.get(theirs)).statusCode).toBe(404);
    expect((await stranger.client.post(`${theirs}/start`)).statusCode).toBe(404);
    expect((await stranger.client.get(`${owner.campaigns}/${campaign.id}`)).statusCode).toBe(404);
    expect(
      (
        await stranger.client.post(`/api/na/workspaces/${stranger.workspace.uid}/campaigns`, {
          name: 'Theirs',
          agentId: owner.agentId,
          kind: 'whatsapp',
        })
      ).statusCode,
    ).toBe(404);
    const db = bed.app.regions.db('na');
    expect(await db.select().from(doNotContact).where(eq(doNotContact.workspaceUid, stranger.workspace.uid))).toEqual(
      [],
    );
  });

  it('is run by members with the permission, and by clients holding the Campaigns tab for their own agents', async () => {
    const agency = await agencyWithHost(bed.app);
    const uid = agency.workspace.uid;
    const agentOf = async (agentName: string) =>
      (await agency.client.post(`/api/na/workspaces/${uid}/agents`, { agentName })).json().agentCreated.ID as string;
    const [theirs, other] = [await agentOf('Client agent'), await agentOf('Agency agent')];
    const all = `/api/na/workspaces/${uid}/campaigns`;
    const draft = (agentId: string) => ({ name: 'Outreach', agentId, kind: 'whatsapp' });
    const agencyCampaign = (await agency.client.post(all, draft(other))).json();

    // A member's own permission list without campaigns reads them but cannot run them.
    const narrowed = await joinWorkspace(bed.app, uid, 'member', ['conversations.manage']);
    expect((await narrowed.client.get(all)).statusCode).toBe(200);
    const refused = await narrowed.client.post(all, draft(other));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("You do not have permission to run this workspace's campaigns.");
    const member = await joinWorkspace(bed.app, uid, 'member');
    expect((await member.client.post(all, draft(other))).statusCode).toBe(201);
    const admin = await joinWorkspace(bed.app, uid, 'admin');
    expect((await admin.client.post(all, draft(other))).statusCode).toBe(201);

    const withTab = await signedInClient(
      bed.app,
      agency,
      await addClient(agency, { canAccess: ['/convos', '/campaigns'], widgetIDs: [theirs] }),
    );
    const created = await withTab.post(all, draft(theirs));
    expect(created.statusCode).toBe(201);
    expect((await withTab.post(all, draft(other))).statusCode).toBe(404);
    expect((await withTab.get(all)).json().campaigns.map((c: Campaign) => c.id)).toEqual([created.json().id]);
    expect((await withTab.get(`${all}/${agencyCampaign.id}`)).statusCode).toBe(404);
    const withoutTab = await signedInClient(
      bed.app,
      agency,
      await addClient(agency, { canAccess: ['/convos'], widgetIDs: [theirs] }),
    );
    expect((await withoutTab.get(all)).statusCode).toBe(403);
  });
});
