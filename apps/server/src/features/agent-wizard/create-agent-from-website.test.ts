import {
  type AgentResponse,
  type CustomTheme,
  FREE_PLAN_LIMITS,
  type KbCrawl,
  type KbDoc,
  kbCharLimitMessage,
} from '@agent-platform/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithWorkspace } from '../../../test/app.js';
import { startTestWebsite, type TestWebsite } from '../../../test/test-website.js';
import { workspaces } from '../../platform/db/schema/index.js';

let app: FastifyInstance;
let site: TestWebsite;

beforeAll(async () => {
  site = await startTestWebsite();
  app = await createTestApp({ EGRESS_ALLOW: site.host });
});
afterAll(async () => {
  await app?.close();
  await site?.close();
});

type Owner = Awaited<ReturnType<typeof signUpWithWorkspace>>;

const larkspur = () => ({
  companyName: 'Larkspur Coffee Roasters',
  website: `${site.origin}/`,
  description: 'Small-batch coffee, roasted twice a week and delivered.',
  brandColor: '#1F6F5C',
  logoUrl: `${site.origin}/images/logo.svg`,
});

const fromWebsite = (owner: Owner, body: Record<string, unknown>, uid = owner.workspace.uid) =>
  owner.client.post(`/api/na/workspaces/${uid}/agents/from-website`, body);

const agentsOf = async (owner: Owner) =>
  (await owner.client.get(`/api/na/workspaces/${owner.workspace.uid}/agents`)).json().agents as { ID: string }[];

async function knowledgeOf(owner: Owner, agentId: string) {
  const res = await owner.client.get(`/api/na/v2/agents/${agentId}/knowledge`);
  return res.json() as { docs: KbDoc[]; crawls: KbCrawl[] };
}

/** Waits until the crawl has found its pages and every page is read. */
async function crawled(owner: Owner, agentId: string) {
  const deadline = Date.now() + 30_000;
  const finished = (status: string) => status === 'SUCCESS' || status === 'ERROR';
  while (Date.now() < deadline) {
    const { docs, crawls } = await knowledgeOf(owner, agentId);
    if (crawls[0] && finished(crawls[0].status) && docs.length > 0 && docs.every((doc) => finished(doc.status))) {
      return { crawl: crawls[0], docs };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the crawl is still running');
}

describe('creating an agent from a website', () => {
  it('writes the prompt from the site, themes the widget in the brand colour, greets by name and crawls the site', async () => {
    const owner = await signUpWithWorkspace(app);
    const res = await fromWebsite(owner, larkspur());
    expect(res.statusCode, res.body).toBe(201);
    const { agentCreated, title, crawlId } = res.json();
    expect(title).toBe('Larkspur Coffee Roasters');
    expect((await agentsOf(owner)).map((agent) => agent.ID)).toEqual([agentCreated.ID]);

    const { agent } = (await owner.client.get(`/api/na/v2/agents/${agentCreated.ID}`)).json() as AgentResponse;
    expect(agent.title).toBe('Larkspur Coffee Roasters');
    expect(agent.description).toBe('Small-batch coffee, roasted twice a week and delivered.');
    expect(agent.roundedImageURL).toBe(`${site.origin}/images/logo.svg`);
    expect(agent.proactiveMessage).toBe('👋 Hi, welcome to Larkspur Coffee Roasters! How can I help you today?');
    // The prompt names the company and carries what the site's pages say, not what a template says.
    expect(agent.vg_systemPrompt).toContain('You are the virtual assistant of Larkspur Coffee Roasters');
    expect(agent.vg_systemPrompt).toContain('Small-batch coffee, roasted twice a week and delivered.');
    expect(agent.vg_systemPrompt).toContain('founded in 2014 by Mara Ellison');
    expect(agent.vg_systemPrompt).toContain('Weekly Bag');
    expect(agent.vg_systemPrompt).not.toContain('door code');

    const theme = JSON.parse(agent.customThemeJSONString ?? '') as CustomTheme;
    expect(theme).toMatchObject({ ownerID: owner.workspace.uid, themeType: 'light', primary: '#1f6f5c' });
    expect(theme.nineColorPallet).toHaveLength(10);
    expect(theme.nineColorPallet[5]).toEqual([166, 56, 50]);

    const { crawl, docs } = await crawled(owner, agentCreated.ID);
    expect(crawl).toMatchObject({ ID: crawlId, url: `${site.origin}/`, status: 'SUCCESS', pagesFound: 6 });
    expect(docs.map((doc) => new URL(doc.url ?? '').pathname).sort()).toEqual([
      '/',
      '/about.html',
      '/contact.html',
      '/files/wholesale-price-list.pdf',
      '/menu.html',
      '/pricing.html',
    ]);
  });

  it('takes a 3-digit colour and no logo, and a dark theme reverses the palette', async () => {
    const owner = await signUpWithWorkspace(app);
    const res = await fromWebsite(owner, {
      ...larkspur(),
      website: site.origin,
      brandColor: '#f60',
      themeType: 'dark',
      logoUrl: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { agent } = (await owner.client.get(`/api/na/v2/agents/${res.json().agentCreated.ID}`)).json();
    const theme = JSON.parse(agent.customThemeJSONString) as CustomTheme;
    expect(theme).toMatchObject({ themeType: 'dark', primary: '#ff6600' });
    expect(theme.nineColorPallet[0]?.[2]).toBe(10);
    expect(agent.roundedImageURL).toBe('');
  });

  it.each([
    [{ companyName: '  ' }, 'Company name is required'],
    [{ website: '' }, 'Company website is required'],
    [{ website: 'not a website' }, 'Please enter a valid website URL or domain'],
    [{ description: '' }, 'Please tell us what your company does'],
    [{ description: 'Coffee' }, 'Please provide at least 10 characters'],
    [{ brandColor: 'green' }, 'Please enter a colour as # followed by 3 or 6 hex digits.'],
  ])('refuses %o with the company form’s words and creates nothing', async (change, message) => {
    const owner = await signUpWithWorkspace(app);
    const res = await fromWebsite(owner, { ...larkspur(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'VALIDATION_FAILED', message, field: Object.keys(change)[0] });
    expect(await agentsOf(owner)).toEqual([]);
  });

  it('says it cannot analyze a website that fails, and creates no agent', async () => {
    const owner = await signUpWithWorkspace(app);
    const res = await fromWebsite(owner, { ...larkspur(), website: `${site.origin}/no-such-page` });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'Unable to analyze website branding: the website answered 404 (page not found).',
    );
    expect(await agentsOf(owner)).toEqual([]);
  });

  it("answers 404 for another tenant's workspace and creates nothing there", async () => {
    const owner = await signUpWithWorkspace(app);
    const intruder = await signUpWithWorkspace(app);
    const res = await fromWebsite(intruder, larkspur(), owner.workspace.uid);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(await agentsOf(owner)).toEqual([]);
  });

  it("stops at the plan's agent limit with the plan's message, and queues no crawl", async () => {
    const owner = await signUpWithWorkspace(app);
    const { maxAgents } = FREE_PLAN_LIMITS;
    for (let i = 0; i < maxAgents; i++) {
      const created = await owner.client.post(`/api/na/workspaces/${owner.workspace.uid}/agents`, {
        agentName: `Agent ${i}`,
      });
      expect(created.statusCode).toBe(201);
    }
    const res = await fromWebsite(owner, larkspur());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'PLAN_LIMIT',
      message: `You have reached the maximum number of agents (${maxAgents}) for your current subscription plan. Please upgrade to add more agents.`,
    });
    const agents = await agentsOf(owner);
    expect(agents).toHaveLength(maxAgents);
    for (const agent of agents) expect((await knowledgeOf(owner, agent.ID)).crawls).toEqual([]);
  });

  it('leaves no agent behind when its website cannot be added to a full knowledge base', async () => {
    const owner = await signUpWithWorkspace(app);
    await app.regions
      .db('na')
      .update(workspaces)
      .set({ limits: sql`${workspaces.limits} || '{"maxKbDocsCharCount": 0}'::jsonb` })
      .where(eq(workspaces.uid, owner.workspace.uid));
    const res = await fromWebsite(owner, larkspur());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'PLAN_LIMIT', message: kbCharLimitMessage(0) });
    expect(await agentsOf(owner)).toEqual([]);
  });
});
