import {
  FREE_PLAN_LIMITS,
  PERSONAL_WORKSPACE_PREFIX,
  type Region,
  STARTING_CREDITS,
  WORKSPACE_SECRET_LENGTH,
  WORKSPACE_UID_LENGTH,
  type Workspace,
} from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { SessionAccount } from '../../platform/auth/sessions.js';
import { type SecretBox, sha256 } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceMembers, workspaces } from '../../platform/db/schema/index.js';
import { randomId } from '../../platform/ids.js';
import { grantCredits } from '../billing/index.js';
import { listMemberWorkspaces } from './list-member-workspaces.js';

/**
 * The workspace made at an account's first sign-in, in the region it chose. Calling it again
 * returns the workspace it already has, wherever it lives.
 */
export async function createPersonalWorkspace(
  regions: Regions,
  box: SecretBox,
  account: SessionAccount,
  region: Region,
): Promise<Workspace> {
  const existing = await findPersonalWorkspace(regions, account);
  if (existing) return existing;
  const uid = randomId(WORKSPACE_UID_LENGTH);
  const secret = randomId(WORKSPACE_SECRET_LENGTH);
  await regions.db(region).transaction(async (tx) => {
    const [row] = await tx
      .insert(workspaces)
      .values({
        uid,
        ownerId: account.id,
        isPersonal: true,
        workspaceName: `${PERSONAL_WORKSPACE_PREFIX} Workspace`,
        secretHash: sha256(secret),
        secretEncrypted: box.seal(secret),
        limits: { ...FREE_PLAN_LIMITS },
      })
      // A concurrent first sign-in of the same owner already made it: that one stands.
      .onConflictDoNothing()
      .returning();
    if (!row) return;
    await tx.insert(workspaceMembers).values({ workspaceUid: uid, email: account.email, role: 'owner' });
    // The workspace starts empty; its starting credits are a grant, in the same transaction.
    await grantCredits(tx, {
      workspaceUid: uid,
      credits: STARTING_CREDITS,
      reason: 'starting-credits',
      idempotencyKey: `starting-credits:${uid}`,
    });
  });
  const mine = await findPersonalWorkspace(regions, account);
  if (!mine) throw new Error(`personal workspace ${uid} was not found after creation`);
  return mine;
}

async function findPersonalWorkspace(regions: Regions, account: SessionAccount) {
  const found = await regions.askEveryRegion(async (db) => {
    const [row] = await db
      .select({ uid: workspaces.uid })
      .from(workspaces)
      .where(and(eq(workspaces.ownerId, account.id), eq(workspaces.isPersonal, true)))
      .limit(1);
    return row?.uid;
  });
  const hit = found.find((f) => f.value);
  if (!hit) return undefined;
  const all = await listMemberWorkspaces(regions, account.email);
  return all.find((w) => w.uid === hit.value && w.region === hit.region);
}
