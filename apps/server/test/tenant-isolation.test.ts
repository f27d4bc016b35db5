import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from './app.js';

/**
 * Replays every route of the API table that names a tenant's object (a workspace, an agent...)
 * as each principal of tenant A against tenant B's objects. Each must answer 404, and B's data
 * must be unchanged afterwards. A new route with a body needs a sample body below, or this fails.
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
};

/** A valid body per route, so that the request reaches the access check rather than validation. */
const SAMPLE_BODIES: Record<string, (agent: Record<string, unknown>) => unknown> = {
  'post /api/{region}/workspaces/{uid}': () => ({ workspaceName: 'Taken over' }),
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
  'put /api/{region}/workspaces/{uid}/members/me/notifications': () => ({ notifyThrough: 'none', notifyIf: 'none' }),
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
  'post /api/{region}/workspaces/{uid}/agents/from-website': () => ({
    companyName: 'Intruder',
    website: 'https://example.com',
    description: 'Takes over other workspaces.',
    brandColor: '#123456',
  }),
};

const TENANT_PARAMS = /\{(uid|agentId)\}/;

describe('tenant isolation, generated from the route table', () => {
  it("answers 404 to every principal of tenant A on every route naming tenant B's objects", async () => {
    const a = await signUpWithWorkspace(app);
    const b = await signUpWithWorkspace(app);
    const create = (owner: typeof a) =>
      owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, { agentName: 'Agent' });
    const aAgentId = (await create(a)).json().agentCreated.ID;
    const bAgentId = (await create(b)).json().agentCreated.ID;
    // B publishes once, so that B's agent has a version to aim at.
    const published = await b.client.post(
      `/api/na/v2/agents/${bAgentId}`,
      (await b.client.get(`/api/na/v2/agents/${bAgentId}`)).json().agent,
    );
    const bAgentBefore = published.json().agent;
    const [bVersion] = (await b.client.get(`/api/na/v2/agents/${bAgentId}/versions`)).json().versions;
    const bCredential = await b.client.post(`/api/na/workspaces/${b.workspace.uid}/llm-credentials`, {
      provider: 'openai',
      label: 'Main',
      apiKey: 'sk-b-secret-key-0001',
    });
    const bCredentialsBefore = (await b.client.get(`/api/na/workspaces/${b.workspace.uid}/llm-credentials`)).json();
    const bTool = await b.client.post(`/api/na/workspaces/${b.workspace.uid}/tools`, {
      name: 'lookup',
      serverUrl: 'https://example.com/lookup',
      serverUrlSecret: 'b-tool-secret-0001',
    });
    const bToolsBefore = (await b.client.get(`/api/na/workspaces/${b.workspace.uid}/tools`)).json();
    const bPrompt = await b.client.post(`/api/na/workspaces/${b.workspace.uid}/prompts`, {
      name: 'House style',
      content: 'Be brief.',
    });
    const bPromptsBefore = (await b.client.get(`/api/na/workspaces/${b.workspace.uid}/prompts`)).json();
    const bDoc = await b.client.post(`/api/na/v2/agents/${bAgentId}/knowledge/qa`, {
      question: 'Opening hours?',
      answer: 'Nine to five.',
    });
    const bCrawl = await b.client.post(`/api/na/v2/agents/${bAgentId}/knowledge/website`, {
      url: 'https://example.com/',
    });
    const bConversation = await app.inject({ method: 'POST', url: `/api/na/public/agents/${bAgentId}/conversations` });
    const bLead = await app.inject({
      method: 'POST',
      url: `/api/na/public/conversations/${bConversation.json().conversationId}/leads`,
      headers: { authorization: `Bearer ${bConversation.json().visitorToken}` },
      payload: { email: 'lead@example.com' },
    });
    const bIds: Ids = {
      region: 'na',
      uid: b.workspace.uid,
      agentId: bAgentId,
      versionId: String(bVersion.id),
      credentialId: bCredential.json().id,
      toolId: bTool.json().id,
      promptId: bPrompt.json().id,
      docId: bDoc.json().ID,
      crawlId: bCrawl.json().ID,
      conversationId: bConversation.json().conversationId,
      leadId: bLead.json().id,
      phoneId: '1000000000001',
      numberId: 'bNumber00000001',
      pageId: '1000000000002',
    };

    const aSecret = (await a.client.get(`/api/na/workspaces/${a.workspace.uid}/secret`)).json().workspaceSecret;
    const aAgentKey = (await a.client.get(`/api/na/v2/agents/${aAgentId}`)).json().agent.SECRET_API_KEY;
    const principals: [string, Record<string, string>][] = [
      ['session of A', { cookie: a.client.cookie as string, origin: 'http://localhost:80', host: 'localhost:80' }],
      ["A's workspace secret", { authorization: `Bearer ${aSecret}` }],
      ["A's agent key", { authorization: `Bearer ${aAgentKey}` }],
    ];

    const openapi = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    // Routes tagged `public` answer anyone by design (widgets on any site) and are tested on their own.
    const routes = Object.entries(openapi.paths)
      .filter(([path]) => TENANT_PARAMS.test(path))
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => !operation.tags?.includes('public'))
          .map(([method]) => ({ method, path })),
      );
    expect(routes.length).toBeGreaterThan(10);
    // Read-only routes need no sample body; these must be replayed all the same.
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'get', path: '/api/{region}/workspaces/{uid}/usage' },
        { method: 'get', path: '/api/{region}/workspaces/{uid}/usage/log' },
      ]),
    );

    const answers: string[] = [];
    for (const { method, path } of routes) {
      const key = `${method} ${path}`;
      const url = path.replace(/\{(\w+)\}/g, (_m, name: keyof Ids) => bIds[name]);
      const sample = SAMPLE_BODIES[key];
      if (['post', 'patch', 'put'].includes(method) && !sample)
        throw new Error(`add a sample body for ${key} to SAMPLE_BODIES`);
      for (const [who, headers] of principals) {
        const res = await app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers,
          ...(sample?.(bAgentBefore) !== undefined ? { payload: sample(bAgentBefore) as object } : {}),
        });
        if (res.statusCode !== 404) answers.push(`${key} as ${who}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(answers).toEqual([]);

    // Nothing of B's changed.
    expect((await b.client.get(`/api/na/v2/agents/${bAgentId}`)).json().agent).toEqual(bAgentBefore);
    expect((await b.client.get(`/api/na/workspaces/${b.workspace.uid}`)).json().workspaceName).toMatch(/^Personal/);
    expect((await b.client.get(`/api/na/workspaces/${b.workspace.uid}/agents`)).json().agents).toHaveLength(1);
    expect((await b.client.get(`/api/na/workspaces/${b.workspace.uid}/llm-credentials`)).json()).toEqual(
      bCredentialsBefore,
    );
    expect((await b.client.get(`/api/na/workspaces/${b.workspace.uid}/tools`)).json()).toEqual(bToolsBefore);
    expect((await b.client.get(`/api/na/workspaces/${b.workspace.uid}/prompts`)).json()).toEqual(bPromptsBefore);
    const bDocAfter = (await b.client.get(`/api/na/v2/agents/${bAgentId}/knowledge/${bDoc.json().ID}`)).json();
    expect(bDocAfter.name).toBe('Opening hours?');
    const bCrawlsAfter = (await b.client.get(`/api/na/workspaces/${b.workspace.uid}/knowledge-crawls`)).json().crawls;
    expect(bCrawlsAfter).toMatchObject([{ ID: bCrawl.json().ID, refreshRate: 'never' }]);
    const bConversationAfter = (
      await b.client.get(`/api/na/workspaces/${b.workspace.uid}/conversations/${bIds.conversationId}`)
    ).json();
    const bLeadsAfter = (await b.client.get(`/api/na/workspaces/${b.workspace.uid}/leads`)).json().leads;
    expect(bLeadsAfter).toMatchObject([{ id: bIds.leadId, status: 'new' }]);
    expect(bConversationAfter).toMatchObject({ conversation: { manualControl: false, tags: [] }, messages: [] });
    const bUrl = `/api/na/workspaces/${b.workspace.uid}`;
    expect((await b.client.get(`${bUrl}/members/me/notifications`)).json()).toEqual({
      notifyThrough: 'all',
      notifyIf: 'requestsOnly',
    });
    expect((await b.client.get(`${bUrl}/conversation-tags`)).json()).toEqual({
      predefinedTags: [],
      disallowAnyTags: false,
    });
  });
});
