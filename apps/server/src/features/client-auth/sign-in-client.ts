import {
  CLIENT_PASSWORD_LOGIN_DISABLED_MESSAGE,
  CLIENT_SIGN_IN_FAILED_MESSAGE,
  type ClientSignInBody,
} from '@agent-platform/core';
import { verifyDecoy, verifyPassword } from '../../platform/auth/passwords.js';
import {
  FAILED_LOGIN_BY_EMAIL,
  FAILED_LOGIN_BY_IP,
  forgetAttempts,
  recordAttemptsWithinLimit,
} from '../../platform/auth/throttle.js';
import type { Db } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { getAgencyClientSettings } from '../agencies/index.js';
import { findAgencyClient } from './find-agency-client.js';
import type { AgencyOfHost } from './require-agency-host.js';

/**
 * Sign In with the dashboard password on the agency's host. One answer for a wrong password, an
 * unknown email and another agency's client, so none reveals who is a client where.
 */
export async function signInClient(
  dbs: { agency: Db; global: Db },
  agency: AgencyOfHost,
  body: ClientSignInBody,
  ip: string,
) {
  const settings = await getAgencyClientSettings(dbs.agency, agency.workspaceUid);
  if (settings.disablePasswordLogin) throw new AppError('FORBIDDEN', CLIENT_PASSWORD_LOGIN_DISABLED_MESSAGE);
  // Counted as failed before the password check, so simultaneous guesses cannot all slip under the limit.
  const attempts = await recordAttemptsWithinLimit(dbs.global, [
    [FAILED_LOGIN_BY_IP, ip],
    [FAILED_LOGIN_BY_EMAIL, body.email],
  ]);
  const client = await findAgencyClient(dbs.agency, agency.workspaceUid, body.email);
  const ok = client
    ? await verifyPassword(client.dashboardPasswordHash, body.password)
    : await verifyDecoy(body.password);
  if (!client || !ok) throw new AppError('INVALID_CREDENTIALS', CLIENT_SIGN_IN_FAILED_MESSAGE);
  await forgetAttempts(dbs.global, attempts);
  return client;
}
