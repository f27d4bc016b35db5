import {
  type AgentFromWebsite,
  customThemeFrom,
  newAgent,
  ZAddKbWebsiteBody,
  type ZCreateAgentFromWebsiteBody,
} from '@agent-platform/core';
import type { z } from 'zod';
import { type AgentAccess, creatingClient, type WorkspaceAccess } from '../../platform/auth/principals.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import type { Egress } from '../../platform/egress/egress.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { deleteAgent, forgetAgentList, insertAgent, newAgentId, newAgentSecretKey, unixNow } from '../agents/index.js';
import { addKnowledgeWebsite } from '../knowledge/index.js';
import { analyzeWebsite } from '../website-analysis/index.js';
import { websiteSystemPrompt } from './website-system-prompt.js';

export interface AgentWizardDeps {
  regions: Regions;
  box: SecretBox;
  caches: ReadCaches;
  jobs: Jobs;
  egress: Egress;
}

/**
 * The Agent Wizard's finish (spec 000 §2, §4): a new agent whose system prompt is written from
 * the company's website, whose widget theme is made from the brand colour, with a proactive
 * message naming the company, and the whole website queued for crawling into its knowledge base.
 *
 * The website is read again here rather than taken from the browser, so that the prompt holds
 * only what the site itself says.
 */
export async function createAgentFromWebsite(
  deps: AgentWizardDeps,
  workspace: WorkspaceAccess,
  body: z.output<typeof ZCreateAgentFromWebsiteBody>,
): Promise<AgentFromWebsite> {
  const { regions, box, caches, jobs, egress } = deps;
  const analysis = await analyzeWebsite({ egress }, body.website);
  const agent = {
    ...newAgent({
      id: newAgentId(),
      secretKey: newAgentSecretKey(),
      title: body.companyName,
      ownerID: workspace.uid,
      agentPlatform: 'vg',
      colorScheme: body.themeType,
      now: unixNow(),
    }),
    description: body.description,
    roundedImageURL: body.logoUrl ?? '',
    proactiveMessage: `👋 Hi, welcome to ${body.companyName}! How can I help you today?`,
    vg_systemPrompt: websiteSystemPrompt(body, analysis),
    customThemeJSONString: JSON.stringify(
      customThemeFrom({ ownerID: workspace.uid, themeType: body.themeType, primary: body.brandColor }),
    ),
  };
  await regions
    .db(workspace.region)
    .transaction((tx) => insertAgent(tx, box, workspace.uid, agent, creatingClient(workspace)));
  await forgetAgentList(caches, workspace.region, workspace.uid);

  const access: AgentAccess = {
    region: workspace.region,
    agentId: agent.ID,
    workspaceUid: workspace.uid,
    principal: workspace.principal.kind,
  };
  try {
    // The address the owner gave, crawled with the Knowledge tab's defaults.
    const crawl = await addKnowledgeWebsite(regions, jobs, access, ZAddKbWebsiteBody.parse({ url: body.website }));
    return { agentCreated: { ID: agent.ID }, title: agent.title, crawlId: crawl.ID };
  } catch (error) {
    // One call, one outcome: an agent without its website (a full knowledge base, say) is not what was asked for.
    await deleteAgent(regions, caches, access);
    throw error;
  }
}
