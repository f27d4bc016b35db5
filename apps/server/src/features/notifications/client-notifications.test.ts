import { beforeAll, describe, expect, it } from 'vitest';
import { addClient, agencyWithHost, signedInClient, type TestAgency } from '../../../test/agency-clients.js';
import { type Chat, useChatTestbed } from '../../../test/chat-client.js';
import { openLiveStream } from '../../../test/live-stream.js';

const { bed, startChat } = useChatTestbed();
let base = '';
beforeAll(async () => {
  // Live streams never end, which an injected request would wait for: they need real HTTP.
  base = await bed.app.listen({ port: 0, host: '127.0.0.1' });
});

type ClientBrowser = Awaited<ReturnType<typeof signedInClient>>;
type Listed = { id: string; level: number; source: string; title: string; urlPathname: string; seen: boolean };

const listOf = async (client: ClientBrowser) => {
  const res = await client.get('/api/client/notifications');
  expect(res.statusCode).toBe(200);
  return res.json().notifications as Listed[];
};
const titlesOf = async (client: ClientBrowser) => (await listOf(client)).map((n) => n.title);

async function agentOf(agency: TestAgency, agentName: string) {
  const uid = agency.workspace.uid;
  const agentId = (await agency.client.post(`/api/na/workspaces/${uid}/agents`, { agentName })).json().agentCreated
    .ID as string;
  const { agent } = (await agency.client.get(`/api/na/v2/agents/${agentId}`)).json();
  const saved = await agency.client.post(`/api/na/v2/agents/${agentId}`, {
    ...agent,
    enableHumanHandoff: true,
    handoffTimeout: 0,
  });
  expect(saved.statusCode).toBe(200);
  return agentId;
}

const visitor = (chat: Chat) => ({ authorization: `Bearer ${chat.visitorToken}` });
const leaveLead = (chat: Chat, email: string) =>
  bed.app.inject({
    method: 'POST',
    url: `/api/na/public/conversations/${chat.conversationId}/leads`,
    headers: visitor(chat),
    payload: { email },
  });
const askForPerson = (chat: Chat) =>
  bed.app.inject({
    method: 'POST',
    url: `/api/na/public/conversations/${chat.conversationId}/handoff`,
    headers: visitor(chat),
  });

/** An agency with two agents, and an organisation whose first client has the first agent and whose second has the other. */
async function agencyWithClients() {
  const agency = await agencyWithHost(bed.app);
  const helper = await agentOf(agency, 'Helper');
  const other = await agentOf(agency, 'Other');
  const orgId = (await agency.client.post(`${agency.base}/orgs`, { name: 'Bakery' })).json().id as string;
  const withHelper = await addClient(agency, { name: 'With Helper', widgetIDs: [helper] }, orgId);
  const withOther = await addClient(agency, { name: 'With Other', widgetIDs: [other] }, orgId);
  return {
    agency,
    helper,
    other,
    orgId,
    withHelper: await signedInClient(bed.app, agency, withHelper),
    withHelperId: withHelper.id,
    withOther: await signedInClient(bed.app, agency, withOther),
  };
}

describe("a client's bell", () => {
  it("gets the handoff requests and new leads of the client's agents, and no one else's", async () => {
    const { agency, helper, withHelper, withOther } = await agencyWithClients();
    const otherOrgWithHelper = await signedInClient(bed.app, agency, await addClient(agency, { widgetIDs: [helper] }));
    const otherOrgWithout = await signedInClient(bed.app, agency, await addClient(agency, { widgetIDs: [] }));
    const otherAgency = await agencyWithHost(bed.app);
    const otherAgencyAgent = await agentOf(otherAgency, 'Helper');
    const otherAgencyClient = await signedInClient(
      bed.app,
      otherAgency,
      await addClient(otherAgency, { widgetIDs: [otherAgencyAgent] }),
    );

    const chat = await startChat(helper);
    expect((await leaveLead(chat, 'ada@example.com')).statusCode).toBe(201);
    expect((await askForPerson(chat)).statusCode).toBe(202);

    const list = await listOf(withHelper);
    expect(list).toMatchObject([
      {
        level: 2,
        source: 'handoffRequest',
        title: 'Helper: a visitor asks for a person',
        urlPathname: `/app/na/agents/${helper}/convos?conversation=${chat.conversationId}`,
        seen: false,
      },
      { level: 1, source: 'newLead', title: 'New lead: ada@example.com', seen: false },
    ]);
    expect(list).toHaveLength(2);
    // Another organisation's client with the same agent gets its own organisation's copy.
    expect(await titlesOf(otherOrgWithHelper)).toEqual([
      'Helper: a visitor asks for a person',
      'New lead: ada@example.com',
    ]);
    expect(await titlesOf(withOther)).toEqual([]);
    expect(await titlesOf(otherOrgWithout)).toEqual([]);
    expect(await titlesOf(otherAgencyClient)).toEqual([]);
    // The workspace's members are told as before.
    const members = (await agency.client.get(`/api/na/workspaces/${agency.workspace.uid}/notifications`)).json();
    expect(members.notifications).toHaveLength(2);
  });

  it('marks seen for the client who saw it only, and never what the client may not see', async () => {
    const { agency, helper, orgId, withHelper } = await agencyWithClients();
    const teammate = await signedInClient(bed.app, agency, await addClient(agency, { widgetIDs: [helper] }, orgId));
    const elsewhere = await agencyWithClients();
    await leaveLead(await startChat(helper), 'ada@example.com');
    await leaveLead(await startChat(elsewhere.helper), 'bob@example.com');
    const [mine] = await listOf(withHelper);
    const [theirs] = await listOf(elsewhere.withHelper);

    const marked = await withHelper.post('/api/client/notifications/seen', { ids: [mine?.id, theirs?.id] });
    expect(marked.statusCode).toBe(204);
    expect((await listOf(withHelper)).map((n) => [n.title, n.seen])).toEqual([['New lead: ada@example.com', true]]);
    expect((await listOf(teammate)).map((n) => [n.title, n.seen])).toEqual([['New lead: ada@example.com', false]]);
    expect((await listOf(elsewhere.withHelper)).map((n) => [n.title, n.seen])).toEqual([
      ['New lead: bob@example.com', false],
    ]);
  });

  it('no longer shows what came about an agent the client has lost', async () => {
    const { agency, helper, withHelper, withHelperId } = await agencyWithClients();
    await leaveLead(await startChat(helper), 'ada@example.com');
    expect(await titlesOf(withHelper)).toEqual(['New lead: ada@example.com']);

    const edited = await agency.client.request({
      method: 'PATCH',
      url: `${agency.base}/clients/${withHelperId}`,
      payload: { widgetIDs: [] },
    });
    expect(edited.statusCode).toBe(200);
    expect(await titlesOf(withHelper)).toEqual([]);
  });

  it('is for a signed-in client: a member of the workspace is not signed in as one', async () => {
    const { agency } = await agencyWithClients();
    const res = await bed.app.inject({
      url: '/api/client/notifications',
      headers: { cookie: agency.client.cookie as string, host: agency.host },
    });
    expect(res.statusCode).toBe(401);
  });

  it('is told live when a notification comes about one of its agents', async () => {
    const { agency, helper, withHelper } = await agencyWithClients();
    const bell = await openLiveStream(`${base}/api/client/notifications/events`, {
      cookie: withHelper.cookie as string,
      host: agency.host,
    });
    try {
      const next = bell.next();
      await leaveLead(await startChat(helper), 'ada@example.com');
      expect(await next).toEqual({ event: 'change', data: {} });
      expect(await titlesOf(withHelper)).toEqual(['New lead: ada@example.com']);
    } finally {
      bell.close();
    }
  });
});
