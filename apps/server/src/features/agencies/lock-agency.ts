import { AGENCY_NOT_CREATED_MESSAGE, ZAgencyDocument } from '@agent-platform/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/regions.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { agencies } from './schema.js';

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The workspace's agency row, locked for this transaction's write; created with the defaults on the
 * first save (spec 001 §7), named after the workspace. A creation that fails (the workspace was
 * deleted meanwhile, the database refused) is answered in the spec's words (spec 001 §8).
 */
export async function lockAgency(tx: Transaction, workspaceUid: string) {
  try {
    // Two first saves at once: one inserts, the other finds its row below.
    await tx.transaction(async (savepoint) =>
      savepoint
        .insert(agencies)
        .values({
          workspaceUid,
          name: sql`(select ${workspaces.workspaceName} from ${workspaces} where ${workspaces.uid} = ${workspaceUid})`,
          settings: ZAgencyDocument.parse({}),
        })
        .onConflictDoNothing(),
    );
  } catch (error) {
    throw new AppError('INTERNAL', AGENCY_NOT_CREATED_MESSAGE, { cause: error });
  }
  const [row] = await tx.select().from(agencies).where(eq(agencies.workspaceUid, workspaceUid)).for('update');
  if (!row) throw new AppError('INTERNAL', AGENCY_NOT_CREATED_MESSAGE);
  return row;
}
