import { DASHBOARD_TAB_KEYS } from '@agent-platform/core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '../src/platform/auth/route-access.js';
import { addClient, agencyWithHost, clientBrowser, signedInClient } from './agency-clients.js';
import { createTestApp, joinWorkspace, signUpWithWorkspace } from './app.js';

/**
 * Generated from the route table the server declares (`app.routeTable`): every route that names
 * a tenant's object is called with tenant A's ids as each principal kind of tenant B (its
 * owner's, an admin's and a member's session, its workspace secret, its agent's key, its
 * visitor's token). Each must answer 404 (a 403 would tell B that the object exists), and A's
 * data must be unchanged afterwards. Client users are tried too: B's client (on B's agency host)
 * and a client of another of A's own organisations, given none of A's agents (on A's host). A new route is in the table by itself; one that needs a
 * body or an id this file lacks makes the test fail and says which.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Ids = {
  region: string;
  uid: string;
  agentId: string;
  versionId: string;
  credentialId: string;
  toolId: string;
  promptId: string;
  docId: string;
  crawlId: string;
  conversationId: string;
  leadId: string;
  /** A WhatsApp number's id at Meta: the agent or workspace in the path decides, whoever's number it is. */
  phoneId: string;
  /** A Twilio number's id: the workspace in the path decides (the twilio-numbers tests hold real ones). */
  numberId: string;
  /** A Facebook page's id: the agent in the path decides, whoever's page it is. */
  pageId: string;
  /** A web call's id: the visitor's conversation in the path decides. */
  callId: string;
  /** The workspace as the spec's logs path names it (`/workspace/{userId}/logs`). */
  userId: string;
  deliveryId: string;
  /** A member's or an invitation's email: the workspace in the path decides. */
  email: string;
  /** Which of the agency's domains (subdomain or custom): the workspace in the path decides. */
  kind: string;
  /** Which agency picture (logo, dark-logo, favicon): the workspace in the path decides. */
  picture: string;
  /** One of the agency's custom tabs. */
  tabId: string;
  /** One of the agency's client organisations. */
  orgId: string;
  /** A client user of one of those organisations. */
  clientId: string;
  /** A payment of the workspace's billing: the workspace in the path decides. */
  paymentId: string;
  /** One of the agency's plans for its clients. */
  planId: string;
  campaignId: string;
  /** A number on the do-not-contact list: the workspace in the path decides. */
  phone: string;
};

const PLANTED_PLAN = { name: 'Intruder', price: 1, credits: 1 };

const PLANTED_TAB = {
  label: 'Intruder',
  href: '/intruder',
  pageType: 'html',
  htmlContent: '<p>Planted</p>',
  jsContent: '',
  iframeUrl: '',
  alwaysVisible: false,
};

/** A valid body per route, so that the request reaches the access check rather than validation. */
const SAMPLE_BODIES: Record<string, (agent: Record<string, unknown>, ids: Ids) => unknown> = {
  'post /api/{region}/workspaces/{uid}': () => ({ workspaceName: 'Taken over' }),
  'post /api/{region}/workspaces/{uid}/invitations': () => ({ email: 'planted@example.com', role: 'member' }),
  'patch /api/{region}/workspaces/{uid}/members/{email}': () => ({ role: 'admin' }),
  // Multipart in real use; the tenant is refused before the body is read.
  'post /api/{region}/workspaces/{uid}/photo': () => ({}),
  'post /api/{region}/workspaces/{uid}/agent-onboarding': () => ({}),
  'post /api/{region}/workspaces/{uid}/agents': () => ({ agentName: 'Intruder' }),
  'post /api/{region}/workspaces/{uid}/agents/import': (agent) => ({ agentTemplate: { ...agent, ID: undefined } }),
  'post /api/{region}/v2/agents/{agentId}': (agent) => ({ ...agent, title: 'Taken over' }),
  'post /api/{region}/v2/agents/{agentId}/star': () => ({ starred: true }),
  'post /api/{region}/v2/agents/{agentId}/duplicate': () => undefined,
  'post /api/{region}/v2/agents/{agentId}/versions/{versionId}/restore': () => undefined,
  'post /api/{region}/workspaces/{uid}/llm-credentials': () => ({
    provider: 'openai-compatible',
    label: 'Intruder',
    baseURL: 'http://10.0.0.1/v1',
  }),
  'patch /api/{region}/workspaces/{uid}/llm-credentials/{credentialId}': () => ({ label: 'Taken over', apiKey: 'x' }),
  'post /api/{region}/workspaces/{uid}/llm-credentials/{credentialId}/test': () => ({}),
  'post /api/{region}/workspaces/{uid}/tools': () => ({ name: 'intruder', serverUrl: 'https://example.com/hook' }),
  'patch /api/{region}/workspaces/{uid}/tools/{toolId}': () => ({ name: 'taken_over', serverUrlSecret: 'x' }),
  'post /api/{region}/workspaces/{uid}/tools/{toolId}/test': () => ({ arguments: {} }),
  'post /api/{region}/workspaces/{uid}/prompts': () => ({ name: 'Intruder', content: 'Planted' }),
  'patch /api/{region}/workspaces/{uid}/prompts/{promptId}': () => ({ content: 'Taken over' }),
  'put /api/{region}/workspaces/{uid}/agents/{agentId}/vf-api-key': () => ({ apiKey: 'VF.DM.intruder-key' }),
  'post /api/{region}/v2/agents/{agentId}/knowledge/upload': () => ({}),
  'post /api/{region}/v2/agents/{agentId}/knowledge/url': () => ({ url: 'https://example.com/page' }),
  'post /api/{region}/v2/agents/{agentId}/knowledge/website': () => ({ url: 'https://example.com' }),
  'post /api/{region}/v2/agents/{agentId}/knowledge/qa': () => ({ question: 'Taken over?', answer: 'Yes.' }),
  'patch /api/{region}/v2/agents/{agentId}/knowledge/{docId}': () => ({ name: 'Taken over' }),
  'post /api/{region}/v2/agents/{agentId}/knowledge/{docId}/reindex': () => undefined,
  'post /api/{region}/workspaces/{uid}/knowledge-crawls/{crawlId}/run': () => undefined,
  'patch /api/{region}/workspaces/{uid}/knowledge-crawls/{crawlId}': () => ({ refreshRate: '6h' }),
  'patch /api/{region}/workspaces/{uid}/conversations/{conversationId}': () => ({ tags: ['planted'] }),
  'patch /api/{region}/workspaces/{uid}/leads/{leadId}': () => ({ status: 'lost' }),
  'post /api/{region}/workspaces/{uid}/campaigns': (_agent, ids) => ({
    name: 'Planted',
    agentId: ids.agentId,
    kind: 'whatsapp',
  }),
  'put /api/{region}/workspaces/{uid}/campaigns/{campaignId}': (_agent, ids) => ({
    name: 'Taken over',
    agentId: ids.agentId,
    kind: 'whatsapp',
  }),
  'post /api/{region}/workspaces/{uid}/campaigns/{campaignId}/start': () => undefined,
  'post /api/{region}/workspaces/{uid}/campaigns/{campaignId}/pause': () => undefined,
  'post /api/{region}/workspaces/{uid}/campaigns/{campaignId}/resume': () => undefined,
  'post /api/{region}/workspaces/{uid}/campaigns/{campaignId}/cancel': () => undefined,
  'post /api/{region}/workspaces/{uid}/campaigns/{campaignId}/contacts/import': () => ({
    csv: 'phone\n+12025550199',
  }),
  'post /api/{region}/workspaces/{uid}/campaigns/{campaignId}/contacts/from-leads': () => ({}),
  'post /api/{region}/workspaces/{uid}/do-not-contact': () => ({ phone: '+12025550198' }),
  'put /api/{region}/workspaces/{uid}/members/me/notifications': () => ({ notifyThrough: 'none', notifyIf: 'none' }),
  'post /api/{region}/workspaces/{uid}/notifications/seen': () => ({ ids: ['planted'] }),
  'put /api/{region}/workspaces/{uid}/conversation-tags': () => ({
    predefinedTags: ['planted'],
    disallowAnyTags: true,
  }),
  'post /api/{region}/v2/agents/{agentId}/channels/viewed': () => undefined,
  'put /api/{region}/v2/agents/{agentId}/channels/discord': () => ({
    channelId: '1100000000000000001',
    webhookUrl: 'https://discord.com/api/webhooks/1100000000000000002/planted-token-of-the-intruder-0001',
  }),
  'post /api/{region}/v2/agents/{agentId}/meta-pages': () => ({ selectedPage: { pageId: '1234567890' } }),
  'put /api/{region}/v2/agents/{agentId}/channels/telegram': () => ({
    botToken: '7000000099:AAH-planted_token_for_isolation',
  }),
  'post /api/{region}/v2/agents/{agentId}/voice/preview': () => ({ voiceId: 'asteria' }),
  'put /api/{region}/workspaces/{uid}/twilio-credentials': () => ({
    accountSid: `AC${'9'.repeat(32)}`,
    authToken: 'planted_twilio_auth_token',
  }),
  'post /api/{region}/workspaces/{uid}/twilio-credentials/test': () => undefined,
  'post /api/{region}/workspaces/{uid}/twilio-numbers': () => ({ number: '+15005550101' }),
  'patch /api/{region}/workspaces/{uid}/twilio-numbers/{numberId}': () => ({ agentId: null }),
  'post /api/{region}/v2/agents/{agentId}/voice/test-call': () => ({ to: '+15558675309' }),
  'post /api/{region}/v2/agents/{agentId}/channels/whatsapp/sign-in': () => ({ code: 'planted' }),
  'post /api/{region}/v2/agents/{agentId}/channels/whatsapp/numbers': () => ({
    wabaId: '1000000000',
    phoneId: '1000000000001',
    phoneNumber: '+1 555 0100',
  }),
  'post /api/{region}/v2/agents/{agentId}/channels/whatsapp/test-message': () => ({
    phoneId: '1000000000001',
    to: '+15550001111',
    message: 'Planted',
  }),
  'post /api/{region}/v2/agents/{agentId}/channels/whatsapp/templates': () => ({
    wabaId: '1000000000',
    name: 'planted',
    bodyText: 'Planted',
  }),
  'post /api/{region}/v2/agents/{agentId}/channels/whatsapp/legacy': () => ({
    whatsappToken: 'EAAGplanted',
    whatsappBusniessId: '1000000000',
    whatsappNumberId: '1000000000001',
    waTestNumber: '+15550001111',
  }),
  'post /api/{region}/workspaces/{uid}/conversations/{conversationId}/whatsapp/templates': () => ({
    name: 'hello_again',
    language: 'en',
  }),
  'post /api/{region}/workspaces/{uid}/conversations/{conversationId}/take-over': () => undefined,
  'post /api/{region}/workspaces/{uid}/conversations/{conversationId}/return-to-ai': () => undefined,
  'post /api/{region}/workspaces/{uid}/conversations/{conversationId}/replies': () => ({ text: 'Planted' }),
  'post /api/{region}/v2/agents/{agentId}/conversations/{conversationId}/messages': () => ({
    messageId: 'planted',
    text: 'Planted',
  }),
  'post /api/{region}/workspaces/{uid}/website-analysis': () => ({ url: 'https://example.com' }),
  'put /api/{region}/workspaces/{uid}/agency/domains/subdomain': () => ({ subdomain: 'intruder' }),
  'put /api/{region}/workspaces/{uid}/agency/domains/custom': () => ({ domain: 'app.intruder.example' }),
  'post /api/{region}/workspaces/{uid}/agency/domains/{kind}/check': () => undefined,
  'post /api/{region}/workspaces/{uid}/agency/domains/{kind}/instructions': () => ({ to: 'intruder@example.com' }),
  'post /api/{region}/workspaces/{uid}/agency/whitelabel-trial': () => undefined,
  'patch /api/{region}/workspaces/{uid}/agency': () => ({ name: 'Taken over' }),
  // Multipart in real use; the tenant is refused before the body is read.
  'post /api/{region}/workspaces/{uid}/agency/pictures/{picture}': () => ({}),
  'post /api/{region}/workspaces/{uid}/agency/admin-secret/regenerate': () => undefined,
  'post /api/{region}/workspaces/{uid}/agency/custom-tabs': () => PLANTED_TAB,
  'put /api/{region}/workspaces/{uid}/agency/custom-tabs/{tabId}': () => PLANTED_TAB,
  // Multipart in real use; the tenant is refused before the body is read.
  'post /api/{region}/workspaces/{uid}/agency/custom-tabs/{tabId}/icon': () => ({}),
  'post /api/{region}/workspaces/{uid}/agency/orgs': () => ({ name: 'Intruder' }),
  'patch /api/{region}/workspaces/{uid}/agency/orgs/{orgId}': () => ({ name: 'Taken over' }),
  'post /api/{region}/workspaces/{uid}/agency/orgs/{orgId}/clients': () => ({
    name: 'Intruder',
    email: 'intruder-client@example.com',
  }),
  'post /api/{region}/workspaces/{uid}/agency/orgs/{orgId}/credits/transfer': () => ({
    direction: 'toWorkspace',
    amount: 1,
  }),
  'patch /api/{region}/workspaces/{uid}/agency/clients/{clientId}': () => ({ name: 'Taken over' }),
  'post /api/{region}/workspaces/{uid}/billing/subscription': () => ({ planId: 'pay_as_you_go_monthly' }),
  'post /api/{region}/workspaces/{uid}/billing/payments/confirm': (_agent, ids) => ({ paymentId: ids.paymentId }),
  'post /api/{region}/workspaces/{uid}/billing/subscription/addons': () => ({ quantities: { 'workspace-seat': 1 } }),
  'post /api/{region}/workspaces/{uid}/billing/subscription/cancel': () => ({ reason: 'Too expensive' }),
  'post /api/{region}/workspaces/{uid}/billing/subscription/reactivate': () => undefined,
  'post /api/{region}/workspaces/{uid}/billing/subscription/discount-code': () => ({ code: 'TEST10ONCE' }),
  'post /api/{region}/workspaces/{uid}/billing/discount-codes/check': () => ({
    code: 'TEST10ONCE',
    planId: 'pay_as_you_go_monthly',
  }),
  'put /api/{region}/workspaces/{uid}/billing/payment-method': () => ({ paymentMethodId: 'pm_planted' }),
  'post /api/{region}/workspaces/{uid}/billing/credits': () => ({ credits: 1000 }),
  'post /api/{region}/workspaces/{uid}/billing/top-up': () => ({ amount: 10 }),
  'put /api/{region}/workspaces/{uid}/billing/auto-recharge': () => ({ enabled: true, threshold: 500, amount: 5 }),
  'post /api/{region}/workspaces/{uid}/billing/sandbox/payment-methods': () => ({
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  }),
  'post /api/{region}/workspaces/{uid}/billing/sandbox/payments/{paymentId}/authenticate': () => ({
    authenticated: true,
  }),
  'post /api/{region}/workspaces/{uid}/agency/clients/{clientId}/password': () => undefined,
  'post /api/{region}/workspaces/{uid}/agency-billing/account': () => undefined,
  'post /api/{region}/workspaces/{uid}/agency-billing/account/onboarding-link': () => undefined,
  'post /api/{region}/workspaces/{uid}/agency-billing/sandbox/onboarding/complete': () => ({
    accountId: 'acct_planted',
  }),
  'put /api/{region}/workspaces/{uid}/agency-billing/settings': () => ({ usdPerCredit: 0.5, currency: 'GBP' }),
  'post /api/{region}/workspaces/{uid}/agency-billing/plans': () => PLANTED_PLAN,
  'put /api/{region}/workspaces/{uid}/agency-billing/plans/{planId}': () => PLANTED_PLAN,
  'post /api/{region}/public/conversations/{conversationId}/messages': () => ({
    messageId: 'planted',
    text: 'Planted',
  }),
  'post /api/{region}/public/conversations/{conversationId}/leads': () => ({ email: 'planted@example.com' }),
  'post /api/{region}/public/conversations/{conversationId}/handoff': () => undefined,
  'put /api/{region}/workspaces/{uid}/event-settings': () => ({
    endpoint: 'https://intruder.example.com/events',
    subscribedEvents: ['lead_created'],
  }),
  'post /api/{region}/workspaces/{uid}/event-deliveries/{deliveryId}/replay': () => undefined,
  'post /api/{region}/workspace/{userId}/logs': () => ({ type: 'planted', content: 'Planted', withEmail: true }),
  'post /api/{region}/workspaces/{uid}/support': () => ({ subject: 'Planted', message: 'Sent as another workspace' }),
  'post /api/{region}/public/conversations/{conversationId}/calls': () => undefined,
  'post /api/{region}/public/conversations/{conversationId}/calls/{callId}/end': () => undefined,
  'post /api/{region}/public/conversations/{conversationId}/files': () => ({}),
  'post /api/{region}/workspaces/{uid}/agency/clients/{clientId}/login-link': () => undefined,
  'post /api/ai-css-generator': (_agent, ids) => ({
    agentID: ids.agentId,
    bucket: ids.region,
    messages: [{ role: 'user', content: 'Make it red' }],
    currentCSS: '',
  }),
  'put /api/{region}/workspaces/{uid}/agency/email-domain': () => ({ domain: 'intruder.example' }),
  'post /api/{region}/workspaces/{uid}/agency/email-domain/verify': () => undefined,
  'post /api/{region}/workspaces/{uid}/agent-wizard/logo': () => ({}),
  'post /api/{region}/workspaces/{uid}/agents/from-website': () => ({
    companyName: 'Intruder',
    website: 'https://example.com',
    description: 'Takes over other workspaces.',
    brandColor: '#123456',
  }),
};

describe('tenant isolation, generated from the route table', () => {
  // Every route as every principal: well over a thousand requests, which a loaded machine takes
  // longer than the suite's default per-test time to answer.
  it("answers 404 to every principal kind of tenant B on every route naming tenant A's objects", {
    timeout: 180_000,
  }, async () => {
    const a = await signUpWithWorkspace(app);
    const b = await signUpWithWorkspace(app);
    const create = (owner: typeof a) =>
      owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Agent' });
    const aAgentId = (await create(a)).json().agentCreated.ID;
    const bAgentId = (await create(b)).json().agentCreated.ID;
    // A publishes once, so that A's agent has a version to aim at.
    const published = await a.client.post(
      `/api/na/v2/agents/${aAgentId}`,
      (await a.client.get(`/api/na/v2/agents/${aAgentId}`)).json().agent,
    );
    const aAgentBefore = published.json().agent;
    const [aVersion] = (await a.client.get(`/api/na/v2/agents/${aAgentId}/versions`)).json().versions;
    const aUrl = `/api/na/workspaces/${a.workspace.uid}`;
    // A's events go to an endpoint, so that A's lead below leaves a delivery to aim at.
    const aEventSettings = { endpoint: 'https://a.example.com/events', subscribedEvents: ['lead_created'] };
    await a.client.put(`${aUrl}/event-settings`, aEventSettings);
    const aCredential = await a.client.post(`${aUrl}/llm-credentials`, {
      provider: 'openai',
      label: 'Main',
      apiKey: 'sk-a-secret-key-0001',
    });
    const aCredentialsBefore = (await a.client.get(`${aUrl}/llm-credentials`)).json();
    const aTool = await a.client.post(`${aUrl}/tools`, {
      name: 'lookup',
      serverUrl: 'https://example.com/lookup',
      serverUrlSecret: 'a-tool-secret-0001',
    });
    const aToolsBefore = (await a.client.get(`${aUrl}/tools`)).json();
    const aPrompt = await a.client.post(`${aUrl}/prompts`, { name: 'House style', content: 'Be brief.' });
    const aPromptsBefore = (await a.client.get(`${aUrl}/prompts`)).json();
    const aDoc = await a.client.post(`/api/na/v2/agents/${aAgentId}/knowledge/qa`, {
      question: 'Opening hours?',
      answer: 'Nine to five.',
    });
    const aCrawl = await a.client.post(`/api/na/v2/agents/${aAgentId}/knowledge/website`, {
      url: 'https://example.com/',
    });
    const aConversation = await app.inject({ method: 'POST', url: `/api/na/public/agents/${aAgentId}/conversations` });
    const aLead = await app.inject({
      method: 'POST',
      url: `/api/na/public/conversations/${aConversation.json().conversationId}/leads`,
      headers: { authorization: `Bearer ${aConversation.json().visitorToken}` },
      payload: { email: 'lead@example.com' },
    });
    const aCampaign = (
      await a.client.post(`${aUrl}/campaigns`, { name: 'Winter offer', agentId: aAgentId, kind: 'whatsapp' })
    ).json();
    await a.client.post(`${aUrl}/campaigns/${aCampaign.id}/contacts/import`, { csv: 'phone\n+12025550100' });
    await a.client.post(`${aUrl}/do-not-contact`, { phone: '+12025550101' });
    const aCampaignBefore = (await a.client.get(`${aUrl}/campaigns/${aCampaign.id}`)).json();
    const [aDelivery] = (await a.client.get(`${aUrl}/event-deliveries`)).json().deliveries;
    await a.client.post(`/api/na/workspace/${a.workspace.uid}/logs`, { type: 'note', content: 'Kept' });
    const aLogsBefore = (await a.client.get(`${aUrl}/logs`)).json();
    const aEmailDomainBefore = (await a.client.put(`${aUrl}/agency/email-domain`, { domain: 'a.example' })).json();
    const aTabs = (
      await a.client.post(`${aUrl}/agency/custom-tabs`, { ...PLANTED_TAB, label: 'Reports', href: '/reports' })
    ).json();
    const aOrg = (await a.client.post(`${aUrl}/agency/orgs`, { name: 'Org A' })).json();
    const aClient = (
      await a.client.post(`${aUrl}/agency/orgs/${aOrg.id}/clients`, {
        name: 'Client A',
        email: `a-${aOrg.id}@example.com`,
      })
    ).json();
    await a.client.post(`${aUrl}/agency/orgs/${aOrg.id}/credits/transfer`, { direction: 'toOrg', amount: 5 });
    // Client users, each with every tab and signed in on its agency's host.
    const clientOf = async (owner: typeof a, widgetIDs: string[]) => {
      const base = `/api/na/workspaces/${owner.workspace.uid}/agency`;
      const subdomain = `iso-${owner.workspace.uid.slice(0, 8).toLowerCase()}`;
      const host = (await owner.client.put(`${base}/domains/subdomain`, { subdomain })).json().domain as string;
      const agency = { ...owner, region: 'na' as const, base, host };
      const client = await addClient(agency, {
        canAccess: [...DASHBOARD_TAB_KEYS],
        widgetIDs,
        // Creating agents in its agency's workspace is a client's right, not a leak: kept off here.
        allowCreateAgents: false,
      });
      return signedInClient(app, agency, client);
    };
    const bClient = await clientOf(b, [bAgentId]);
    const aOtherOrgClient = await clientOf(a, []);

    const aOrgsBefore = (await a.client.get(`${aUrl}/agency/orgs`)).json();
    const aBillingBefore = (await a.client.get(`${aUrl}/billing`)).json();
    const aAgencyBillingBefore = (await a.client.get(`${aUrl}/agency-billing`)).json();
    const aAgencyBefore = (
      await a.client.request({ method: 'PATCH', url: `${aUrl}/agency`, payload: { name: 'Agency A' } })
    ).json();
    // A's log holds A's own actions (the credential added, the subdomain): none of B's tries may add to it.
    const aAuditBefore = (await a.client.get(`${aUrl}/audit-log`)).json();
    expect(aAuditBefore.entries.map((e: { action: string }) => e.action)).toContain('credentials.added');
    const aIds: Ids = {
      region: 'na',
      uid: a.workspace.uid,
      agentId: aAgentId,
      versionId: String(aVersion.id),
      credentialId: aCredential.json().id,
      toolId: aTool.json().id,
      promptId: aPrompt.json().id,
      docId: aDoc.json().ID,
      crawlId: aCrawl.json().ID,
      conversationId: aConversation.json().conversationId,
      leadId: aLead.json().id,
      phoneId: '1000000000001',
      numberId: 'aNumber00000001',
      pageId: '1000000000002',
      callId: 'aCall000000000001',
      userId: a.workspace.uid,
      deliveryId: aDelivery.id,
      email: a.email,
      kind: 'subdomain',
      picture: 'logo',
      tabId: aTabs.tabs[0].id,
      orgId: aOrg.id,
      clientId: aClient.id,
      paymentId: 'pi_planted000000001',
      planId: 'planted000000001',
      campaignId: aCampaign.id,
      phone: '+12025550101',
    };

    const bSecret = (await b.client.get(`/api/na/workspaces/${b.workspace.uid}/secret`)).json().workspaceSecret;
    const bAgentKey = (await b.client.get(`/api/na/v2/agents/${bAgentId}`)).json().agent.SECRET_API_KEY;
    const bVisitor = (
      await app.inject({ method: 'POST', url: `/api/na/public/agents/${bAgentId}/conversations` })
    ).json().visitorToken;
    const bAdmin = await joinWorkspace(app, b.workspace.uid, 'admin');
    const bMember = await joinWorkspace(app, b.workspace.uid, 'member');
    const session = (client: typeof b.client) => ({
      cookie: client.cookie as string,
      origin: 'http://localhost:80',
      host: 'localhost:80',
    });
    const principals: [string, Record<string, string>][] = [
      ["B's owner", session(b.client)],
      ["B's admin", session(bAdmin.client)],
      ["B's member", session(bMember.client)],
      ["B's workspace secret", { authorization: `Bearer ${bSecret}` }],
      ["B's agent key", { authorization: `Bearer ${bAgentKey}` }],
      ["B's visitor token", { authorization: `Bearer ${bVisitor}` }],
    ];

    /** What names A's objects: a client's answer may hold none of them. */
    const aObjectIds = [aIds.agentId, aIds.conversationId, aIds.leadId, aIds.campaignId];

    const table = app.routeTable;
    const publicRoutes = table.filter((route) => 'public' in route.access);
    const accountRoutes = table.filter((route) => 'account' in route.access);
    const clientRoutes = table.filter((route) => 'client' in route.access);
    const tenantRoutes = table.filter(
      (route) => !('public' in route.access) && !('account' in route.access) && !('client' in route.access),
    );
    // Every route is one of the four kinds: nothing slips past the count. Client routes have their own matrix below.
    expect(publicRoutes.length + accountRoutes.length + clientRoutes.length + tenantRoutes.length).toBe(table.length);
    for (const route of publicRoutes) expect((route.access as { public: string }).public).toMatch(/\S/);

    const answers: string[] = [];
    let requests = 0;
    for (const { method, url: pattern } of tenantRoutes) {
      const key = `${method.toLowerCase()} ${pattern.replace(/:(\w+)/g, '{$1}')}`;
      const url = pattern.replace(/:(\w+)/g, (_m, name: string) => {
        if (!(name in aIds)) throw new Error(`add a sample id for :${name} (${key}) to Ids`);
        return aIds[name as keyof Ids];
      });
      const sample = SAMPLE_BODIES[key];
      if (['POST', 'PATCH', 'PUT'].includes(method) && !sample) {
        throw new Error(`add a sample body for ${key} to SAMPLE_BODIES`);
      }
      const payload = sample?.(aAgentBefore, aIds);
      for (const [who, headers] of principals) {
        const res = await app.inject({
          method: method as InjectOptions['method'],
          url,
          headers,
          ...(payload !== undefined ? { payload: payload as object } : {}),
        });
        requests++;
        if (res.statusCode !== 404) answers.push(`${key} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      // A client is not signed in to routes it may not call (401, whatever the id), and is 404
      // for another agency's objects; a client of A's other org sees the workspace, none of A's agents.
      for (const [who, client] of [
        ["B's client", bClient],
        ["a client of A's other org", aOtherOrgClient],
      ] as const) {
        // A live stream of its own workspace never ends; it names no conversation to a client.
        if (client === aOtherOrgClient && pattern.endsWith('/events') && method === 'GET') continue;
        const res = await client.request({
          method: method as InjectOptions['method'],
          url,
          ...(payload !== undefined ? { payload: payload as object } : {}),
        });
        requests++;
        const sameAgency = client === aOtherOrgClient;
        // 403 is a refused tab or action of the client's own agency: it tells nothing of A's objects.
        const refused = [401, 404].includes(res.statusCode) || (sameAgency && res.statusCode === 403);
        const clean = res.statusCode < 300 && sameAgency && !aObjectIds.some((id) => res.body.includes(id));
        if (!refused && !clean) answers.push(`${key} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(answers).toEqual([]);
    expect(tenantRoutes.length).toBeGreaterThan(90);
    expect(accessKinds(tenantRoutes.map((route) => route.access))).toEqual(['agent', 'visitor', 'workspace']);

    // Routes for any signed-in account name no tenant: B's account sees only B's workspaces there.
    const me = (await b.client.get('/api/auth/me')).json();
    expect(me.workspaces.map((w: { uid: string }) => w.uid)).toEqual([b.workspace.uid]);

    console.log(
      `isolation matrix: ${tenantRoutes.length} routes x ${principals.length + 2} principals = ${requests} requests, ${answers.length} leaks; ` +
        `${accountRoutes.length} account routes (${accountRoutes.map((r) => `${r.method} ${r.url}`).join(', ')}); ` +
        `${publicRoutes.length} public routes with their own check`,
    );

    // Nothing of A's changed.
    expect((await a.client.get(`/api/na/v2/agents/${aAgentId}`)).json().agent).toEqual(aAgentBefore);
    expect((await a.client.get(aUrl)).json().workspaceName).toMatch(/^Personal/);
    expect((await a.client.get(`${aUrl}/agents`)).json().agents).toHaveLength(1);
    expect((await a.client.get(`${aUrl}/event-settings`)).json()).toEqual(aEventSettings);
    expect((await a.client.get(`${aUrl}/event-deliveries`)).json().deliveries).toHaveLength(1);
    expect((await a.client.get(`${aUrl}/logs`)).json()).toEqual(aLogsBefore);
    expect((await a.client.get(`${aUrl}/agency/email-domain`)).json()).toEqual(aEmailDomainBefore);
    expect((await a.client.get(`${aUrl}/agency`)).json()).toEqual(aAgencyBefore);
    expect((await a.client.get(`${aUrl}/agency/orgs`)).json()).toEqual(aOrgsBefore);
    expect((await a.client.get(`${aUrl}/billing`)).json()).toEqual(aBillingBefore);
    expect((await a.client.get(`${aUrl}/agency-billing`)).json()).toEqual(aAgencyBillingBefore);
    expect((await a.client.get(`${aUrl}/llm-credentials`)).json()).toEqual(aCredentialsBefore);
    expect((await a.client.get(`${aUrl}/audit-log`)).json()).toEqual(aAuditBefore);
    expect((await a.client.get(`${aUrl}/tools`)).json()).toEqual(aToolsBefore);
    expect((await a.client.get(`${aUrl}/prompts`)).json()).toEqual(aPromptsBefore);
    const aDocAfter = (await a.client.get(`/api/na/v2/agents/${aAgentId}/knowledge/${aDoc.json().ID}`)).json();
    expect(aDocAfter.name).toBe('Opening hours?');
    const aCrawlsAfter = (await a.client.get(`${aUrl}/knowledge-crawls`)).json().crawls;
    expect(aCrawlsAfter).toMatchObject([{ ID: aCrawl.json().ID, refreshRate: 'never' }]);
    const aConversationAfter = (await a.client.get(`${aUrl}/conversations/${aIds.conversationId}`)).json();
    expect(aConversationAfter).toMatchObject({ conversation: { manualControl: false, tags: [] }, messages: [] });
    const aLeadsAfter = (await a.client.get(`${aUrl}/leads`)).json().leads;
    expect(aLeadsAfter).toMatchObject([{ id: aIds.leadId, status: 'new' }]);
    expect((await a.client.get(`${aUrl}/campaigns/${aIds.campaignId}`)).json()).toEqual(aCampaignBefore);
    expect((await a.client.get(`${aUrl}/do-not-contact`)).json().entries).toMatchObject([{ phone: aIds.phone }]);
    expect((await a.client.get(`${aUrl}/members`)).json().members).toHaveLength(1);
    expect((await a.client.get(`${aUrl}/members/me/notifications`)).json()).toEqual({
      notifyThrough: 'all',
      notifyIf: 'requestsOnly',
    });
    expect((await a.client.get(`${aUrl}/conversation-tags`)).json()).toEqual({
      predefinedTags: [],
      disallowAnyTags: false,
    });
  });
});

describe('tenant isolation of the client routes, generated from the route table', () => {
  it("answers a client of another organisation, and of another agency, nothing of client A's on every client route", {
    timeout: 120_000,
  }, async () => {
    const agencyA = await agencyWithHost(app);
    const agencyB = await agencyWithHost(app);
    const agentId = (
      await agencyA.client.post(`/api/na/workspaces/${agencyA.workspace.uid}/agents`, { agentName: 'Only for A' })
    ).json().agentCreated.ID as string;
    const orgName = 'Org of client A';
    const orgId = (await agencyA.client.post(`${agencyA.base}/orgs`, { name: orgName })).json().id as string;
    // A custom tab client A is given: only A's own clients may list it.
    const tabLabel = `Tab of ${orgId}`;
    await agencyA.client.post(`${agencyA.base}/custom-tabs`, { ...PLANTED_TAB, label: tabLabel, href: '/a-only' });
    const clientA = await addClient(
      agencyA,
      { name: 'Client A', widgetIDs: [agentId], canAccess: ['/convos', '/a-only'] },
      orgId,
    );
    const a = await signedInClient(app, agencyA, clientA);
    // A visitor of A's agent leaves a lead: client A's bell has a notification to aim at.
    const visit = (await app.inject({ method: 'POST', url: `/api/na/public/agents/${agentId}/conversations` })).json();
    const leadEmail = `lead-${orgId}@example.com`;
    await app.inject({
      method: 'POST',
      url: `/api/na/public/conversations/${visit.conversationId}/leads`,
      headers: { authorization: `Bearer ${visit.visitorToken}` },
      payload: { email: leadEmail },
    });
    const aBefore = (await a.get('/api/client-auth/session')).json();
    const aAgentsBefore = (await a.get('/api/client/agents')).json();
    expect(aAgentsBefore.agents).toHaveLength(1);
    const aTabsBefore = (await a.get('/api/client/custom-tabs')).json();
    expect(aTabsBefore.tabs).toMatchObject([{ label: tabLabel }]);
    const aNotificationsBefore = (await a.get('/api/client/notifications')).json();
    expect(aNotificationsBefore.notifications).toMatchObject([{ title: `New lead: ${leadEmail}`, seen: false }]);
    const aNotificationId = aNotificationsBefore.notifications[0].id as string;

    const otherOrg = await signedInClient(app, agencyA, await addClient(agencyA, { name: 'Other org' }));
    const otherAgency = await signedInClient(app, agencyB, await addClient(agencyB, { name: 'Other agency' }));
    const copiedToA = clientBrowser(app, agencyA.host);
    copiedToA.cookie = otherAgency.cookie;
    const callers: [string, ReturnType<typeof clientBrowser>][] = [
      ["a client of another organisation of A's agency", otherOrg],
      ['a client of another agency, on its own host', otherAgency],
      ["a client of another agency, its cookie sent to A's host", copiedToA],
    ];
    const samples: Record<string, () => unknown> = {
      'post /api/client/status': () => ({ status: 'online' }),
      'patch /api/client/account': () => ({ name: 'Taken over' }),
      'patch /api/client/org': () => ({ name: 'Taken over' }),
      'post /api/client/org/users': () => ({ name: 'Planted', email: 'planted-org-user@example.com' }),
      // Multipart in real use; a JSON body is refused before anything is read.
      'post /api/client/account/photo': () => ({}),
      'post /api/client/feedback': () => ({ message: 'Planted' }),
      'post /api/client/onboarding/complete': () => ({ goals: ['captureLeads'] }),
      'post /api/client/notifications/seen': () => ({ ids: [aNotificationId] }),
      'put /api/client/billing/payment-method': () => ({ paymentMethodId: 'pm_card_visa' }),
      'post /api/client/billing/sandbox-card': () => ({
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      }),
      'post /api/client/billing/credits': () => ({ credits: 1000 }),
      'post /api/client/billing/top-up': () => ({ amount: 5 }),
      'put /api/client/billing/auto-recharge': () => ({ enabled: true, threshold: 500, amount: 5, monthlyLimit: 100 }),
      'post /api/client/billing/subscription': () => ({ planId: 'plan_of_a' }),
      'post /api/client/billing/subscription/cancel': () => undefined,
    };

    const routes = app.routeTable.filter((route) => 'client' in route.access);
    const secrets = [
      clientA.id,
      clientA.email,
      clientA.dashboardPassword,
      orgId,
      orgName,
      agentId,
      leadEmail,
      tabLabel,
    ];
    const leaks: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method.toLowerCase()} ${url}`;
      if (url.includes(':')) throw new Error(`${key}: a client route names no object; the session decides`);
      if (['POST', 'PATCH', 'PUT'].includes(method) && !samples[key]) {
        throw new Error(`add a sample body for ${key} to the client samples`);
      }
      for (const [who, caller] of callers) {
        // A signed-in client's own live stream never ends; it carries no data, only `change`.
        if (caller !== copiedToA && url.endsWith('/events') && method === 'GET') continue;
        const payload = samples[key]?.();
        const res = await caller.request({
          method: method as InjectOptions['method'],
          url,
          ...(payload !== undefined ? { payload: payload as object } : {}),
        });
        const seen = secrets.filter((secret) => res.body.includes(secret));
        if (seen.length > 0) leaks.push(`${key} as ${who}: ${res.statusCode} shows ${seen.join(', ')}`);
        if (caller === copiedToA && res.statusCode !== 401) leaks.push(`${key} as ${who}: ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect((await a.get('/api/client-auth/session')).json()).toEqual(aBefore);
    expect((await a.get('/api/client/agents')).json()).toEqual(aAgentsBefore);
    expect((await a.get('/api/client/notifications')).json()).toEqual(aNotificationsBefore);
    expect((await a.get('/api/client/custom-tabs')).json()).toEqual(aTabsBefore);
  });
});

/** The kinds of object the declarations name, for seeing that each kind was replayed. */
function accessKinds(accesses: RouteAccess[]): string[] {
  const kinds = accesses.map((access) =>
    Object.keys(access).find((k) => ['workspace', 'agent', 'visitor'].includes(k)),
  );
  return [...new Set(kinds.filter((k): k is string => k !== undefined))].sort();
}
