import { CLIENT_EMAIL_TAKEN_MESSAGE, type ClientOrgUserBody } from '@agent-platform/core';
import { and, eq } from 'drizzle-orm';
import type { ClientAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { orgs } from '../../platform/db/schema/index.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError } from '../../platform/errors.js';
import { getAgencyClientSettings } from '../agencies/index.js';
import { clientEmailTaken, insertClient, newDashboardPassword } from '../clients/index.js';
import { requireOrgAdmin } from './require-org-admin.js';

/**
 * The organisation admin's Add User: a user of the same organisation with its defaults, given
 * the admin's own agents (never more), who signs in with a login code sent to their email.
 */
export async function addOrgUser(
  deps: { regions: Regions; secretBox: SecretBox },
  access: ClientAccess,
  body: ClientOrgUserBody,
) {
  requireOrgAdmin(access);
  if (await clientEmailTaken(deps.regions, access.region, body.email)) {
    throw new AppError('EMAIL_TAKEN', CLIENT_EMAIL_TAKEN_MESSAGE, { field: 'email' });
  }
  const db = deps.regions.db(access.region);
  const agency = await getAgencyClientSettings(db, access.workspaceUid);
  const password = await newDashboardPassword(deps.secretBox);
  try {
    await db.transaction(async (tx) => {
      const [org] = await tx
        .select()
        .from(orgs)
        .where(and(eq(orgs.id, access.orgId), eq(orgs.workspaceUid, access.workspaceUid)))
        .for('share');
      if (!org) throw new AppError('UNAUTHENTICATED', 'You must be logged in.');
      const user = { name: body.name, email: body.email, widgetIDs: [...access.widgetIDs], isOrgAdmin: false };
      await insertClient(tx, access.workspaceUid, org, user, agency, password);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', CLIENT_EMAIL_TAKEN_MESSAGE, { field: 'email' });
    throw error;
  }
}
