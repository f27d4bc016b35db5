import { type Org, type OrgUpdateBody, ZOrgSettings } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Db } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { refuseBillingWithoutPaymentAccount } from './allow-billing.js';
import { lockOrg } from './find-org.js';
import { orgs } from './schema.js';
import { toOrg } from './to-org.js';

/**
 * Merges the Org Info drawer's edited fields into the organisation (settings field by field, the
 * whole parsed again). Its clients keep their access: the defaults apply only to new clients.
 */
export async function updateOrg(db: Db, access: WorkspaceAccess, orgId: string, body: OrgUpdateBody): Promise<Org> {
  await refuseBillingWithoutPaymentAccount(db, access.uid, body.allowBilling);
  const { settings, ...fields } = body;
  return db.transaction(async (tx) => {
    const org = await lockOrg(tx, access.uid, orgId);
    const [row] = await tx
      .update(orgs)
      .set({
        ...fields,
        settings: checkedSettings({ ...ZOrgSettings.parse(org.settings), ...settings }),
        lastModified: Date.now(),
      })
      .where(eq(orgs.id, org.id))
      .returning();
    if (!row) throw new Error(`org ${orgId} was not updated`);
    return toOrg(row);
  });
}

/** The merged settings as the core schema keeps them; a refused field is answered in its own words. */
function checkedSettings(merged: object) {
  const parsed = ZOrgSettings.safeParse(merged);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  throw new AppError('VALIDATION_FAILED', issue?.message ?? 'Please check the organization settings.', {
    field: ['settings', ...(issue?.path ?? [])].join('.'),
  });
}
