import { AGENT_SECRET_FIELDS, agentSecretAt, maskAgentSecrets } from '@agent-platform/core';
import { eq, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SecretBox } from '../../platform/crypto.js';
import type { Db, Regions } from '../../platform/db/regions.js';
import { agents, agentVersions } from '../../platform/db/schema/index.js';
import { sealAgentSecrets } from './seal-agent-secrets.js';

/**
 * Start-up upgrade of documents written before agent secrets were sealed: each plain-text secret
 * of `agents.doc` is sealed in place, and version snapshots lose theirs (versions keep none).
 * A migration cannot do it, having no server key; run again, it finds nothing left to change.
 */
export async function sealLegacyAgentSecrets(regions: Regions, box: SecretBox): Promise<void> {
  await regions.askEveryRegion(async (db) => {
    await sealAgentDocs(db, box);
    let stripped = sql`${agentVersions.doc}`;
    for (const field of AGENT_SECRET_FIELDS) stripped = sql`${stripped} #- ${jsonPath(field)}`;
    await db.update(agentVersions).set({ doc: stripped }).where(holdsSecret(agentVersions.doc));
  });
}

async function sealAgentDocs(db: Db, box: SecretBox) {
  const candidates = await db.select({ id: agents.id, doc: agents.doc }).from(agents).where(holdsSecret(agents.doc));
  for (const { id, doc } of candidates) {
    // Already sealed, as every document is after the first start: no lock, no write.
    if (sealedDoc(box, doc) === doc) continue;
    await db.transaction(async (tx) => {
      // Locked and read again: a save between the two reads must not be undone.
      const [row] = await tx.select({ doc: agents.doc }).from(agents).where(eq(agents.id, id)).for('update');
      const sealed = row && sealedDoc(box, row.doc);
      if (row && sealed !== row.doc) await tx.update(agents).set({ doc: sealed }).where(eq(agents.id, id));
    });
  }
}

/** The document with each stored secret sealed once; the same object when there was nothing to seal. */
function sealedDoc<T extends object>(box: SecretBox, doc: T): T {
  // Every secret sent back as the mask: each stored one is kept, sealed once.
  const sealed = sealAgentSecrets(box, maskAgentSecrets(doc), doc);
  return AGENT_SECRET_FIELDS.some((field) => agentSecretAt(sealed, field) !== agentSecretAt(doc, field)) ? sealed : doc;
}

const jsonPath = (field: string) => sql`${`{${field.split('.').join(',')}}`}::text[]`;

function holdsSecret(doc: SQLWrapper): SQL {
  return or(...AGENT_SECRET_FIELDS.map((field) => sql`${doc} #> ${jsonPath(field)} is not null`)) as SQL;
}
