import {
  AGENT_SECRET_FIELDS,
  type Agent,
  type AgentSaveBody,
  agentSecretAt,
  flowIssueMessage,
  MASKED_AGENT_SECRET,
  MAX_AGENT_VERSIONS,
  maskAgentSecrets,
  withAgentSecret,
  withoutAgentSecrets,
} from '@agent-platform/core';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { agentNotFound } from '../../platform/auth/agent-key.js';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions, Tx } from '../../platform/db/regions.js';
import { agents, agentVersions, type StoredAgentDoc } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { checkCustomCss } from '../widget/index.js';
import { checkClientAgentChanges } from './check-client-agent-changes.js';
import { forgetAgentList } from './list-agents.js';
import { agentColumns } from './to-agent.js';
import { unixNow } from './unix-now.js';
import { withoutSecrets } from './without-secrets.js';

/**
 * Publish (spec 001 §4, 002 §7.4): the body is the whole agent and replaces the stored document
 * as a whole. Concurrent saves of one agent do not merge: each is one UPDATE of the row, so the
 * last one to commit wins entirely and no document is ever a mix of two saves. Every save also
 * records a version, keeping the newest MAX_AGENT_VERSIONS. A flow the runtime could not follow
 * (a transition to a missing node, two starts...) is refused with the Canvas's own message, and
 * custom CSS the chat frame would not apply (checkCustomCss) with the reason. Secrets are
 * write-only: one sent back as the mask keeps the saved one, an empty one is removed. An agency's
 * client may change only what its tabs edit (checkClientAgentChanges); it never holds the
 * credentials or the key, so the saved ones always stay.
 */
export async function saveAgent(
  regions: Regions,
  box: SecretBox,
  caches: ReadCaches,
  access: AgentAccess,
  body: AgentSaveBody,
) {
  const flowIssue = flowIssueMessage(body.nodes);
  if (flowIssue) throw new AppError('VALIDATION_FAILED', flowIssue);
  const css = body.ADVANCED_customCSS ? checkCustomCss(body.ADVANCED_customCSS) : undefined;
  if (css && 'refused' in css) throw new AppError('VALIDATION_FAILED', css.refused);
  const saved = await regions.db(access.region).transaction(async (tx) => {
    const [current] = await tx
      .select({ secretKeyEncrypted: agents.secretKeyEncrypted, doc: agents.doc })
      .from(agents)
      .where(eq(agents.id, access.agentId))
      .for('update');
    if (!current) throw agentNotFound();
    const client = access.workspace?.principal.kind === 'client' ? access.workspace.principal.client : undefined;
    if (client) checkClientAgentChanges(client, current.doc, body);
    const sent = client ? withSavedSecrets(body, current.doc) : body;
    // Spec 002 §3.1: a missing SECRET_API_KEY is generated; here every agent got one at creation.
    const secretKey = (!client && sent.SECRET_API_KEY) || box.open(current.secretKeyEncrypted);
    const agent: Agent = {
      ...sent,
      ID: access.agentId,
      ownerID: access.workspaceUid,
      SECRET_API_KEY: secretKey,
      lastModified: unixNow(),
    };
    const stored = await writeAgentDocument(tx, box, agent, current.doc);
    const answer = { ...maskAgentSecrets(stored), SECRET_API_KEY: secretKey };
    return client ? withoutSecrets(answer) : answer;
  });
  await forgetAgentList(caches, access.region, access.workspaceUid);
  return { agent: saved, region: access.region, workspaceUid: access.workspaceUid };
}

/** The body with each credential the agent has saved sent back masked (kept), and no other. */
function withSavedSecrets(body: AgentSaveBody, saved: StoredAgentDoc): AgentSaveBody {
  return AGENT_SECRET_FIELDS.reduce(
    (kept, field) => withAgentSecret(kept, field, agentSecretAt(saved, field) ? MASKED_AGENT_SECRET : undefined),
    body,
  );
}

/**
 * Replaces the stored document (`saved`, whose secrets a masked one keeps) and records it as the
 * newest version; versions keep no secrets, so neither a version nor a restore can show or change one.
 * Returns the stored document, its secrets sealed.
 */
export async function writeAgentDocument(tx: Tx, box: SecretBox, agent: Agent, saved: StoredAgentDoc) {
  const columns = agentColumns(agent, box, saved);
  await tx.update(agents).set(columns).where(eq(agents.id, agent.ID));
  await tx.insert(agentVersions).values({
    agentId: agent.ID,
    title: agent.title,
    lastModified: agent.lastModified,
    doc: withoutAgentSecrets(columns.doc),
  });
  const keep = tx
    .select({ id: agentVersions.id })
    .from(agentVersions)
    .where(eq(agentVersions.agentId, agent.ID))
    .orderBy(desc(agentVersions.id))
    .limit(MAX_AGENT_VERSIONS);
  await tx.delete(agentVersions).where(and(eq(agentVersions.agentId, agent.ID), notInArray(agentVersions.id, keep)));
  return columns.doc;
}
