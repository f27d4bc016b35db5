import type { AgencyClientSettings, OrgCreateBody, OrgWithClients } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db, Tx } from '../../platform/db/regions.js';
import { randomId } from '../../platform/ids.js';
import { getAgencyClientSettings } from '../agencies/index.js';
import { refuseBillingWithoutPaymentAccount } from './allow-billing.js';
import { orgs } from './schema.js';
import { toOrg } from './to-org.js';

/** Spec 002 §3.9: an organisation id is random like a client's. */
const ORG_ID_LENGTH = 15;

/** Adds a client organisation; its default access and layout start from the agency's defaults for new clients. */
export async function createOrg(db: Db, access: WorkspaceAccess, body: OrgCreateBody): Promise<OrgWithClients> {
  await refuseBillingWithoutPaymentAccount(db, access.uid, body.allowBilling);
  const agency = await getAgencyClientSettings(db, access.uid);
  const row = await insertOrg(db, access.uid, agency, body);
  return { ...toOrg(row), clients: [] };
}

/** Writes a new organisation (in the caller's transaction when given one); billing stays off. */
export async function insertOrg(db: Db | Tx, workspaceUid: string, agency: AgencyClientSettings, body: OrgCreateBody) {
  const [row] = await db
    .insert(orgs)
    .values({
      id: randomId(ORG_ID_LENGTH),
      workspaceUid,
      name: body.name,
      squarePhotoURL: body.squarePhotoURL ?? null,
      preferredLanguage: body.preferredLanguage ?? 'en',
      dashboardLayout: body.dashboardLayout ?? agency.defaultDashboardLayout,
      defaultClientAccess: body.defaultClientAccess ?? agency.defaultClientAccess,
      defaultClientTabOrder: body.defaultClientTabOrder ?? [],
      predefinedTags: body.predefinedTags ?? [],
      disallowAnyTags: body.disallowAnyTags ?? false,
      disableHandoff: body.disableHandoff ?? false,
      allowBilling: body.allowBilling ?? false,
      settings: body.settings,
      lastModified: Date.now(),
    })
    .returning();
  if (!row) throw new Error(`org of workspace ${workspaceUid} was not written`);
  return row;
}
