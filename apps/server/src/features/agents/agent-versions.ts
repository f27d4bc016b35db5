import { AGENT_SECRET_FIELDS, agentSecretAt, maskAgentSecrets, withAgentSecret } from '@agent-platform/core';
import { and, desc, eq } from 'drizzle-orm';
import type { AgentAccess } from '../../platform/auth/principals.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { agents, agentVersions } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { forgetAgentList } from './list-agents.js';
import { writeAgentDocument } from './save-agent.js';
import { unixNow } from './unix-now.js';

type VersionRow = typeof agentVersions.$inferSelect;
const summary = (v: Pick<VersionRow, 'id' | 'createdAt' | 'title' | 'lastModified'>) => ({
  id: v.id,
  createdAt: v.createdAt.toISOString(),
  title: v.title,
  lastModified: v.lastModified,
});

/** Version history, newest first. */
export async function listAgentVersions(regions: Regions, access: AgentAccess) {
  const rows = await regions
    .db(access.region)
    .select({
      id: agentVersions.id,
      createdAt: agentVersions.createdAt,
      title: agentVersions.title,
      lastModified: agentVersions.lastModified,
    })
    .from(agentVersions)
    .where(eq(agentVersions.agentId, access.agentId))
    .orderBy(desc(agentVersions.id));
  return { versions: rows.map(summary) };
}

async function findVersion(regions: Regions, access: AgentAccess, versionId: number) {
  const [row] = await regions
    .db(access.region)
    .select()
    .from(agentVersions)
    .where(and(eq(agentVersions.id, versionId), eq(agentVersions.agentId, access.agentId)))
    .limit(1);
  if (!row) throw notFound('Version not found.');
  return row;
}

/**
 * One version's document, with the agent's current SECRET_API_KEY and other secrets, masked
 * (versions never store them: a restore changes no secret).
 */
export async function getAgentVersion(regions: Regions, box: SecretBox, access: AgentAccess, versionId: number) {
  const version = await findVersion(regions, access, versionId);
  const [current] = await regions
    .db(access.region)
    .select({ secretKeyEncrypted: agents.secretKeyEncrypted, doc: agents.doc })
    .from(agents)
    .where(eq(agents.id, access.agentId));
  if (!current) throw notFound('Agent not found.');
  const withCurrentSecrets = AGENT_SECRET_FIELDS.reduce(
    (doc, field) => withAgentSecret(doc, field, agentSecretAt(current.doc, field)),
    version.doc,
  );
  return {
    version: summary(version),
    agent: { ...maskAgentSecrets(withCurrentSecrets), SECRET_API_KEY: box.open(current.secretKeyEncrypted) },
  };
}

/** Makes an older version the current document; that is a save, so it becomes the newest version. */
export async function restoreAgentVersion(
  regions: Regions,
  box: SecretBox,
  caches: ReadCaches,
  access: AgentAccess,
  versionId: number,
) {
  const { agent: old } = await getAgentVersion(regions, box, access, versionId);
  const agent = await regions.db(access.region).transaction(async (tx) => {
    const [current] = await tx
      .select({ doc: agents.doc })
      .from(agents)
      .where(eq(agents.id, access.agentId))
      .for('update');
    if (!current) throw notFound('Agent not found.');
    // The masked secrets of `old` keep the current ones.
    const stored = await writeAgentDocument(tx, box, { ...old, lastModified: unixNow() }, current.doc);
    return { ...maskAgentSecrets(stored), SECRET_API_KEY: old.SECRET_API_KEY };
  });
  await forgetAgentList(caches, access.region, access.workspaceUid);
  return { agent, region: access.region, workspaceUid: access.workspaceUid };
}
