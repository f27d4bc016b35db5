import { CLIENT_ACCOUNT_MISSING_MESSAGE, type ClientOnboardingState, ZAgencyDocument } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { workspaces } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { agencies } from '../agencies/index.js';
import { clients } from '../clients/index.js';

/**
 * What the onboarding wizard shows the signed-in client: its agency's name and the steps the
 * agency turned on (spec 001 §3 `clientOnboarding`), and what the client already told it.
 */
export async function getClientOnboarding(db: Db, access: ClientAccess): Promise<ClientOnboardingState> {
  const [row] = await db
    .select({
      workspaceName: workspaces.workspaceName,
      agencyName: agencies.name,
      settings: agencies.settings,
      isNewSignup: clients.isNewSignup,
      onboardingCompleted: clients.onboardingCompleted,
      onboarding: clients.onboarding,
    })
    .from(clients)
    .innerJoin(workspaces, eq(workspaces.uid, clients.workspaceUid))
    .leftJoin(agencies, eq(agencies.workspaceUid, clients.workspaceUid))
    .where(eq(clients.id, access.clientId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', CLIENT_ACCOUNT_MISSING_MESSAGE);
  return {
    // The agency's name before its first save is its workspace's, as on its sign-in screen.
    agencyName: row.agencyName ?? row.workspaceName,
    region: access.region,
    workspaceUid: access.workspaceUid,
    flags: ZAgencyDocument.parse(row.settings ?? {}).settings.clientOnboarding,
    isNewSignup: row.isNewSignup,
    onboardingCompleted: row.onboardingCompleted,
    goals: row.onboarding?.goals ?? [],
    company: row.onboarding?.company ?? null,
  };
}
