import { CLIENT_NOT_ADMIN_MESSAGE } from '@agent-platform/core';
import type { ClientAccess } from '../../platform/auth/principals.js';
import { AppError } from '../../platform/errors.js';

/** Spec 001 §6: About and Add User are the organisation admin's; anyone else is told so. */
export function requireOrgAdmin(access: ClientAccess) {
  if (!access.isOrgAdmin) throw new AppError('FORBIDDEN', CLIENT_NOT_ADMIN_MESSAGE);
}
