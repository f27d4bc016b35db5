import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/regions.js';
import { workspaceMembers, workspaces } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';

/**
 * The workspace's seats (its limits hold WORKSPACE_SEATS plus any a custom plan adds) and the
 * members holding one. `lock`, inside a transaction: the workspace row stays locked until it
 * ends, so two joins cannot both take the last seat.
 */
export async function countSeats(db: Db | Tx, uid: string, lock = false): Promise<{ cap: number; used: number }> {
  const query = db.select({ limits: workspaces.limits }).from(workspaces).where(eq(workspaces.uid, uid));
  const [workspace] = lock ? await query.for('update') : await query;
  if (!workspace) throw notFound('Workspace not found.');
  const [members] = await db
    .select({ used: count() })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceUid, uid));
  return { cap: workspace.limits.workspaceSeats, used: members?.used ?? 0 };
}
