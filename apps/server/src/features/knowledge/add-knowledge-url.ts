import type { AddKbUrlBody, KbDoc } from '@agent-platform/core';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { insertKnowledgeDoc } from './insert-knowledge-doc.js';

/** One web page, fetched by the job through the egress guard; named by its URL until its title is read. */
export function addKnowledgeUrl(regions: Regions, jobs: Jobs, access: AgentAccess, body: AddKbUrlBody): Promise<KbDoc> {
  return insertKnowledgeDoc(regions, jobs, access, {
    name: body.url,
    sourceType: 'url',
    format: 'page',
    url: body.url,
    tags: body.tags,
    refreshRate: body.refreshRate,
  });
}
