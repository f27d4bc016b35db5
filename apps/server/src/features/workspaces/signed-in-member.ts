import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import { AppError } from '../../platform/errors.js';

export const SIGNED_IN_MEMBER_MESSAGE = 'Notification settings belong to a member: sign in to see yours.';

/** The email of the member calling with their session; a workspace secret speaks for no one member. */
export function signedInMemberEmail(access: WorkspaceAccess): string {
  if (access.principal.kind !== 'user') throw new AppError('UNAUTHENTICATED', SIGNED_IN_MEMBER_MESSAGE);
  return access.principal.account.email;
}
