import {
  FREE_PLAN_LIMITS,
  type NewWorkspaceBody,
  type Region,
  WORKSPACE_SECRET_LENGTH,
  WORKSPACE_UID_LENGTH,
  type Workspace,
} from '@agent-platform/core';
import { count, eq } from 'drizzle-orm';
import type { SessionAccount } from '../../platform/auth/sessions.js';
import { type SecretBox, sha256 } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { workspaceMembers, workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { toWorkspace } from './to-workspace.js';

/** Workspaces one account may own, in all regions together. */
export const MAX_OWNED_WORKSPACES = 20;
export const OWNED_WORKSPACES_MESSAGE = `You can own at most ${MAX_OWNED_WORKSPACES} workspaces. Delete one you no longer use to create another.`;
export const REGION_MISMATCH_MESSAGE = 'Choose the region of the address you are creating the workspace in.';

/**
 * '+ New Workspace' in the switcher: a workspace the caller owns, on the free plan, in the region
 * named. It starts with no credits: starting credits are a one-time grant of the personal
 * workspace, so that new workspaces cannot be made to collect them again.
 */
export async function createWorkspace(
  regions: Regions,
  box: SecretBox,
  account: SessionAccount,
  region: Region,
  body: NewWorkspaceBody,
): Promise<Workspace> {
  if (body.region !== region) throw new AppError('VALIDATION_FAILED', REGION_MISMATCH_MESSAGE, { field: 'region' });
  const owned = await regions.askEveryRegion(async (db) => {
    const [row] = await db.select({ n: count() }).from(workspaces).where(eq(workspaces.ownerId, account.id));
    return row?.n ?? 0;
  });
  if (owned.reduce((sum, r) => sum + r.value, 0) >= MAX_OWNED_WORKSPACES) {
    throw new AppError('LIMIT_REACHED', OWNED_WORKSPACES_MESSAGE);
  }
  const secret = randomId(WORKSPACE_SECRET_LENGTH);
  const row = await regions.db(region).transaction(async (tx) => {
    const [created] = await tx
      .insert(workspaces)
      .values({
        uid: randomId(WORKSPACE_UID_LENGTH),
        ownerId: account.id,
        isPersonal: false,
        workspaceName: body.workspaceName,
        secretHash: sha256(secret),
        secretEncrypted: box.seal(secret),
        limits: { ...FREE_PLAN_LIMITS },
        // Its owner went through onboarding with their first workspace: a second one does not ask again.
        isAgentOnboardingDone: true,
      })
      .returning();
    if (!created) throw new Error('the new workspace was not saved');
    await tx.insert(workspaceMembers).values({ workspaceUid: created.uid, email: account.email, role: 'owner' });
    return created;
  });
  return toWorkspace(row, region, 'owner', [account.email]);
}
