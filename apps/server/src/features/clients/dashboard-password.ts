import { CLIENT_DASHBOARD_PASSWORD_LENGTH } from '@agent-platform/core';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { SecretBox } from '../../platform/crypto.js';
import { randomId } from '../../platform/ids.js';

/** A new dashboard password (spec 002 §3.8: 15 random characters), sealed for the owner and hashed for sign-in. */
export async function newDashboardPassword(box: SecretBox) {
  const password = randomId(CLIENT_DASHBOARD_PASSWORD_LENGTH);
  return { dashboardPasswordSealed: box.seal(password), dashboardPasswordHash: await hashPassword(password) };
}
