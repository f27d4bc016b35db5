import type { Tool, UpdateToolBody } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { tools } from '../../platform/db/schema/index.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { toolNameTaken } from './create-tool.js';
import { toolNotFound } from './find-tool.js';
import { sealToolFields } from './seal-tool-fields.js';
import { toTool } from './to-tool.js';

/**
 * Changes the fields sent; the others stay. The secret is write-only: omitted keeps it, a new
 * one replaces it, null removes it. A secret field value sent back masked keeps its saved value.
 */
export async function updateTool(
  regions: Regions,
  box: SecretBox,
  access: WorkspaceAccess,
  toolId: string,
  body: UpdateToolBody,
): Promise<Tool> {
  const { serverUrlSecret, fields, ...plain } = body;
  const where = and(eq(tools.id, toolId), eq(tools.workspaceUid, access.uid));
  let row: typeof tools.$inferSelect | undefined;
  try {
    row = await regions.db(access.region).transaction(async (tx) => {
      // Locked: the masked secret values are resolved against the fields this update replaces.
      const [saved] = await tx.select({ fields: tools.fields }).from(tools).where(where).for('update');
      if (!saved) return undefined;
      const [updated] = await tx
        .update(tools)
        .set({
          ...plain,
          ...(fields === undefined ? {} : { fields: sealToolFields(box, fields, saved.fields) }),
          ...(serverUrlSecret === undefined
            ? {}
            : { serverUrlSecretEncrypted: serverUrlSecret === null ? null : box.seal(serverUrlSecret) }),
          updatedAt: new Date(),
        })
        .where(where)
        .returning();
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw toolNameTaken();
    throw error;
  }
  if (!row) throw toolNotFound();
  return toTool(box, row);
}
