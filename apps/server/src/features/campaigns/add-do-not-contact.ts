import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { doNotContact } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { normalisePhone } from './normalise-phone.js';

export const ADDED_BY_HAND_REASON = 'Added by a member';
export const INVALID_PHONE = 'Please enter a valid phone number with its country code, like +1 555 123 4567.';

/** Puts a number on the workspace's do-not-contact list; adding it again changes nothing. */
export async function addDoNotContact(regions: Regions, access: WorkspaceAccess, phoneText: string) {
  const phone = normalisePhone(phoneText);
  if (!phone) throw new AppError('VALIDATION_FAILED', INVALID_PHONE, { field: 'phone' });
  await regions
    .db(access.region)
    .insert(doNotContact)
    .values({ workspaceUid: access.uid, phone, reason: ADDED_BY_HAND_REASON })
    .onConflictDoNothing();
  return { phone };
}
