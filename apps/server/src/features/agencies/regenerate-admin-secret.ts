import { AGENCY_ADMIN_SECRET_LENGTH } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { type SecretBox, sha256 } from '../../platform/crypto.js';
import type { Db } from '../../platform/db/regions.js';
import { randomId } from '../../platform/ids.js';
import { type AuditBy, recordAudit } from '../audit-log/index.js';
import { lockAgency } from './lock-agency.js';
import { agencies } from './schema.js';

/**
 * A new secret for the agency's admin link (spec 001 §6, §9: 25 characters); the previous link
 * stops working at once. Answered this once: only its hash and a sealed copy are kept.
 */
export async function regenerateAdminSecret(db: Db, box: SecretBox, access: WorkspaceAccess, by: AuditBy) {
  const secret = randomId(AGENCY_ADMIN_SECRET_LENGTH);
  await db.transaction(async (tx) => {
    await lockAgency(tx, access.uid);
    await tx
      .update(agencies)
      .set({ adminSecretHash: sha256(secret), adminSecretEncrypted: box.seal(secret), lastModified: new Date() })
      .where(eq(agencies.workspaceUid, access.uid));
    const detail = { secret: 'agency admin link' };
    await recordAudit(tx, { workspaceUid: access.uid, action: 'secrets.regenerated', by, detail });
  });
  return { secret };
}
