import { type AddKbQaBody, KB_DOC_NAME_MAX_LENGTH, type KbDoc } from '@agent-platform/core';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { insertKnowledgeDoc } from './insert-knowledge-doc.js';

/**
 * A question with its answer. Both are kept in one paragraph, so they land in the same chunk and
 * a visitor's question that matches the question retrieves the answer with it.
 */
export function addKnowledgeQa(regions: Regions, jobs: Jobs, access: AgentAccess, body: AddKbQaBody): Promise<KbDoc> {
  return insertKnowledgeDoc(regions, jobs, access, {
    name: body.question.slice(0, KB_DOC_NAME_MAX_LENGTH),
    sourceType: 'doc',
    format: 'qa',
    content: `${body.question}\n${body.answer}`,
    tags: body.tags,
    refreshRate: 'never',
  });
}
