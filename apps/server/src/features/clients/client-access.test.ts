import { CLIENT_LOGIN_AGAIN_MESSAGE } from '@agent-platform/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient, clientBrowser, signedInClient } from '../../../test/agency-clients.js';
import { signUpWithWorkspace } from '../../../test/app.js';
import { type Chat, useChatTestbed } from '../../../test/chat-client.js';
import { CLIENT_TAB_REFUSED_MESSAGE } from '../../platform/auth/client-access.js';
import { clients, workspaces } from '../../platform/db/schema/index.js';

const { bed, ownerWithAgent, startChat, send } = useChatTestbed();

type Owner = Awaited<ReturnType<typeof ownerWithAgent>>;
interface Agency {
  owner: Owner;
  host: string;
  /** The agent the client was given, and one it was not. */
  ownAgentId: string;
  otherAgentId: string;
  orgId: string;
  clientId: string;
  /** The client's browser on the agency's host, signed in. */
  browser: ReturnType<typeof clientBrowser>;
  ownChat: Chat;
  otherChat: Chat;
}

let subdomains = 0;
let agency: Agency;
beforeAll(async () => {
  agency = await agencyWithClient(['/convos', '/home']);
});

/** An agency on its own subdomain with two agents, a chat in each, and a signed-in client given the first agent. */
async function agencyWithClient(canAccess: string[], allowCreateAgents = false): Promise<Agency> {
  const owner = await ownerWithAgent({ withModel: false });
  const base = `/api/na/workspaces/${owner.uid}/agency`;
  const other = await owner.client.post(`/api/na/workspaces/${owner.uid}/agents`, { agentName: 'Other' });
  const otherAgentId = other.json().agentCreated.ID as string;
  const subdomain = await owner.client.put(`${base}/domains/subdomain`, {
    subdomain: `clients-${Date.now().toString(36)}-${++subdomains}`,
  });
  expect(subdomain.statusCode, subdomain.body).toBe(200);
  const agency = { ...owner, region: 'na' as const, base, host: subdomain.json().domain as string };
  const client = await addClient(agency, { name: 'Ann', canAccess, widgetIDs: [owner.agentId], allowCreateAgents });
  const ownChat = await startChat(owner.agentId);
  await send(ownChat, { messageId: 'own-1', text: 'Hello from the bakery site' });
  const otherChat = await startChat(otherAgentId);
  await send(otherChat, { messageId: 'other-1', text: 'Hello from elsewhere' });
  return {
    owner,
    host: agency.host,
    ownAgentId: owner.agentId,
    otherAgentId,
    orgId: client.orgId,
    clientId: client.id,
    browser: await signedInClient(bed.app, agency, client),
    ownChat,
    otherChat,
  };
}

const asClient = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, on = agency) =>
  on.browser.request({ method, url, ...(payload ? { payload } : {}) });
const workspaceUrl = (path: string, on = agency) => `/api/na/workspaces/${on.owner.uid}${path}`;

describe('a client on its agency host', () => {
  it("lists only its own agents' conversations and reads only those", async () => {
    const list = await asClient('GET', workspaceUrl('/conversations'));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().conversations.map((c: { id: string }) => c.id)).toEqual([agency.ownChat.conversationId]);
    const filtered = await asClient('GET', workspaceUrl(`/conversations?agentId=${agency.otherAgentId}`));
    expect(filtered.json().conversations).toEqual([]);

    expect((await asClient('GET', workspaceUrl(`/conversations/${agency.ownChat.conversationId}`))).statusCode).toBe(
      200,
    );
    const other = await asClient('GET', workspaceUrl(`/conversations/${agency.otherChat.conversationId}`));
    expect(other.statusCode).toBe(404);
  });

  it("takes over and answers its own agent's conversation, but not another agent's", async () => {
    const own = workspaceUrl(`/conversations/${agency.ownChat.conversationId}`);
    expect((await asClient('POST', `${own}/take-over`)).statusCode).toBe(200);
    const reply = await asClient('POST', `${own}/replies`, { text: 'We are open on Sundays.' });
    expect(reply.statusCode, reply.body).toBe(201);
    const other = workspaceUrl(`/conversations/${agency.otherChat.conversationId}`);
    expect((await asClient('POST', `${other}/take-over`)).statusCode).toBe(404);
    expect((await asClient('POST', `${other}/replies`, { text: 'Hi' })).statusCode).toBe(404);
    expect((await asClient('PATCH', other, { tags: ['x'] })).statusCode).toBe(404);
  });

  it('reads its agent without the keys; any other agent is 404 as if it did not exist', async () => {
    const own = await asClient('GET', `/api/na/v2/agents/${agency.ownAgentId}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().agent.SECRET_API_KEY).toBe('');
    const ownerView = (await agency.owner.client.get(`/api/na/v2/agents/${agency.ownAgentId}`)).json();
    expect(ownerView.agent.SECRET_API_KEY).toMatch(/^vg_/);
    expect((await asClient('GET', `/api/na/v2/agents/${agency.otherAgentId}`)).statusCode).toBe(404);
  });

  it('is refused the tabs it does not hold, and routes not open to clients', async () => {
    const analytics = await asClient('GET', `/api/na/v2/agents/${agency.ownAgentId}/analytics`);
    expect(analytics.statusCode).toBe(403);
    expect(analytics.json().error.message).toBe(CLIENT_TAB_REFUSED_MESSAGE);
    expect((await asClient('GET', workspaceUrl('/leads'))).statusCode).toBe(403);
    // Deleting the agent or a conversation, the agency's own settings: members only.
    expect((await asClient('DELETE', workspaceUrl(`/conversations/${agency.ownChat.conversationId}`))).statusCode).toBe(
      401,
    );
    expect((await asClient('GET', workspaceUrl('/agency/orgs'))).statusCode).toBe(401);
    expect((await asClient('DELETE', `/api/na/v2/agents/${agency.ownAgentId}`)).statusCode).toBe(401);
  });

  it("sees the Home tab's overall stats of its own agents only", async () => {
    const stats = await asClient('GET', workspaceUrl('/overall-stats'));
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().totals.conversations).toBe(1);
    const ownerStats = (await agency.owner.client.get(workspaceUrl('/overall-stats'))).json();
    expect(ownerStats.totals.conversations).toBe(2);
  });

  it("reads its own organisation's tags", async () => {
    const base = workspaceUrl('/agency');
    await agency.owner.client.request({
      method: 'PATCH',
      url: `${base}/orgs/${agency.orgId}`,
      payload: { predefinedTags: ['Order'], disallowAnyTags: true },
    });
    const tags = await asClient('GET', workspaceUrl('/conversation-tags'));
    expect(tags.json()).toEqual({ predefinedTags: ['Order'], disallowAnyTags: true });
  });
});

describe('agents a client creates', () => {
  it('a client allowed to create agents gets the new agent among its own; the agent deleted, it is gone from them', async () => {
    const mine = await agencyWithClient(['/convos'], true);
    // The free plan's two agents are taken: the agency's plan is what a client's agent counts against.
    await bed.app.regions
      .db('na')
      .update(workspaces)
      .set({ limits: sql`jsonb_set(${workspaces.limits}, '{maxAgents}', '5')` })
      .where(eq(workspaces.uid, mine.owner.uid));
    const created = await asClient('POST', workspaceUrl('/agents', mine), { agentName: 'Bakery helper' }, mine);
    expect(created.statusCode, created.body).toBe(201);
    const agentId = created.json().agentCreated.ID as string;
    expect((await asClient('GET', `/api/na/v2/agents/${agentId}`, undefined, mine)).statusCode).toBe(200);
    const widgetIDs = async () =>
      (await bed.app.regions.db('na').select().from(clients).where(eq(clients.id, mine.clientId)))[0]?.widgetIDs;
    expect(await widgetIDs()).toEqual([mine.ownAgentId, agentId]);

    expect((await mine.owner.client.delete(`/api/na/v2/agents/${agentId}`)).statusCode).toBe(204);
    expect(await widgetIDs()).toEqual([mine.ownAgentId]);
  });

  it('a client without allowCreateAgents is refused', async () => {
    const refused = await asClient('POST', workspaceUrl('/agents'), { agentName: 'Nope' });
    expect(refused.statusCode).toBe(403);
  });
});

describe('what ends or blocks a client session', () => {
  it('another agency is 404 for the client, and its cookie means nothing on another agency host', async () => {
    const elsewhere = await agencyWithClient(['/convos']);
    const foreign = await asClient('GET', workspaceUrl('/conversations', elsewhere));
    expect(foreign.statusCode).toBe(404);
    const copied = clientBrowser(bed.app, elsewhere.host);
    copied.cookie = agency.browser.cookie;
    expect((await copied.get(workspaceUrl('/conversations'))).statusCode).toBe(401);
    // Nor on the product's own host.
    const product = await bed.app.inject({
      method: 'GET',
      url: workspaceUrl('/conversations'),
      headers: { cookie: agency.browser.cookie ?? '' },
    });
    expect(product.statusCode).toBe(401);
  });

  it("a new dashboard password ends the session with 'Please login again.'", async () => {
    const mine = await agencyWithClient(['/convos']);
    expect((await asClient('GET', workspaceUrl('/conversations', mine), undefined, mine)).statusCode).toBe(200);
    const regenerated = await mine.owner.client.post(workspaceUrl(`/agency/clients/${mine.clientId}/password`, mine));
    expect(regenerated.statusCode).toBe(200);
    const after = await asClient('GET', workspaceUrl('/conversations', mine), undefined, mine);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe(CLIENT_LOGIN_AGAIN_MESSAGE);
  });

  it("an organisation with client access turned off answers with its message; the agency's members are not affected", async () => {
    const mine = await agencyWithClient(['/convos']);
    const org = workspaceUrl(`/agency/orgs/${mine.orgId}`, mine);
    const message = 'Your trial has ended. Write to us to continue.';
    await mine.owner.client.request({
      method: 'PATCH',
      url: org,
      payload: { settings: { disableClientAccess: true, disableClientAccessMessage: message } },
    });
    const refused = await asClient('GET', workspaceUrl('/conversations', mine), undefined, mine);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(message);
    expect((await mine.owner.client.get(workspaceUrl('/conversations', mine))).statusCode).toBe(200);
  });

  it('a member of another workspace signed in beside a dead client cookie stays themselves', async () => {
    const member = await signUpWithWorkspace(bed.app);
    const res = await bed.app.inject({
      method: 'GET',
      url: `/api/na/workspaces/${member.workspace.uid}/conversations`,
      headers: { host: agency.host, cookie: `${member.client.cookie}; csid=na.not-a-live-session` },
    });
    expect(res.statusCode).toBe(200);
  });
});
