import type { OrgCreditTransfer, OrgCreditTransferBody } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { randomId } from '../../platform/ids.js';
import { transferOrgCredits } from '../billing/index.js';

/** The owner moves credits to or from a client organisation (spec 002 §5.10); both balances are answered. */
export function transferCreditsWithOrg(
  regions: Regions,
  access: WorkspaceAccess,
  orgId: string,
  body: OrgCreditTransferBody,
): Promise<OrgCreditTransfer> {
  return transferOrgCredits(regions, access.region, {
    workspaceUid: access.uid,
    orgId,
    direction: body.direction,
    credits: body.amount,
    // Without a key the request is its own transfer.
    idempotencyKey: body.idempotencyKey ?? randomId(20),
  });
}
