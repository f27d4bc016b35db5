import { CLIENT_ACCOUNT_MISSING_MESSAGE, type ClientSession, planFeaturesOf, type Region } from '@agent-platform/core';
import { and, asc, eq } from 'drizzle-orm';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { clients, orgs } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { toClientSelf } from '../clients/index.js';
import { agencySender } from '../email-domains/index.js';
import { findOrgPlanLimits } from '../org-billing/index.js';
import { toOrg } from '../orgs/index.js';
import { findClientAgency } from './find-client-agency.js';

/**
 * The client session as the dashboard loads it (spec 002 §7.5 `refresh`): the client, its
 * organisation with the organisation's users, and what the top bar needs of the agency.
 */
export async function loadClientSession(
  deps: { regions: Regions; secretBox: SecretBox },
  region: Region,
  clientId: string,
): Promise<ClientSession> {
  const db = deps.regions.db(region);
  const [row] = await db
    .select({ client: clients, org: orgs })
    .from(clients)
    .innerJoin(orgs, and(eq(orgs.id, clients.orgId), eq(orgs.workspaceUid, clients.workspaceUid)))
    .where(eq(clients.id, clientId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', CLIENT_ACCOUNT_MISSING_MESSAGE);
  const workspaceUid = row.client.workspaceUid;
  const [users, agency, sender, planLimits] = await Promise.all([
    db
      .select({ id: clients.id, name: clients.name, squarePhotoURL: clients.squarePhotoURL })
      .from(clients)
      .where(and(eq(clients.orgId, row.org.id), eq(clients.workspaceUid, workspaceUid)))
      .orderBy(asc(clients.createdAt), asc(clients.id)),
    findClientAgency(db, workspaceUid),
    agencySender(deps, region, workspaceUid),
    findOrgPlanLimits(db, workspaceUid, row.org.id),
  ]);
  return {
    client: toClientSelf(row.client),
    org: { ...toOrg(row.org), users },
    region,
    workspaceUid,
    supportEmail: agency.document.supportEmail,
    feedbackEnabled: sender !== undefined,
    planFeatures: planFeaturesOf(planLimits),
  };
}
