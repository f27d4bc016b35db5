import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/regions.js';
import { creditLedger, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';

export type LedgerEntry = Omit<typeof creditLedger.$inferInsert, 'id' | 'createdAt'>;

/**
 * Writes one credit log row and moves the workspace's balance by its delta, in one statement: a
 * row whose idempotency key is already logged writes nothing and moves nothing (undefined).
 * The caller holds the workspace's row lock (`lockBalance`), so `balanceAfter` is exact.
 */
export async function writeLedgerEntry(tx: Tx, entry: LedgerEntry): Promise<number | undefined> {
  const logged = tx
    .$with('logged')
    .as(
      tx
        .insert(creditLedger)
        .values(entry)
        .onConflictDoNothing({ target: creditLedger.idempotencyKey })
        .returning({ id: creditLedger.id }),
    );
  const [moved] = await tx
    .with(logged)
    .update(workspaces)
    .set({ loadTokens: sql`${workspaces.loadTokens} + ${entry.delta}` })
    .where(and(eq(workspaces.uid, entry.workspaceUid), sql`exists (select 1 from ${logged})`))
    .returning({ balance: workspaces.loadTokens });
  return moved?.balance;
}

/** Locks a workspace's balance until the transaction ends and reads it. */
export async function lockBalance(tx: Tx, workspaceUid: string, notFoundMessage = 'Workspace not found.') {
  const [workspace] = await tx
    .select({ balance: workspaces.loadTokens })
    .from(workspaces)
    .where(eq(workspaces.uid, workspaceUid))
    .for('update');
  if (!workspace) throw new AppError('NOT_FOUND', notFoundMessage);
  return workspace.balance;
}
