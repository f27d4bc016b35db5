import { CLIENT_CODE_INVALID_MESSAGE, type ClientCodeSignInBody } from '@agent-platform/core';
import { FAILED_LOGIN_BY_IP, forgetAttempts, recordAttemptsWithinLimit } from '../../platform/auth/throttle.js';
import type { Db } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { findLiveClientCode, useClientCode } from './client-secrets.js';
import { findAgencyClient } from './find-agency-client.js';
import type { AgencyOfHost } from './require-agency-host.js';

/** The Login Code field's submit: the emailed code signs the client in, once. */
export async function signInClientWithCode(
  dbs: { agency: Db; global: Db },
  agency: AgencyOfHost,
  body: ClientCodeSignInBody,
  ip: string,
) {
  // Counted as failed before the code check, so simultaneous guesses cannot all slip under the limit.
  const attempts = await recordAttemptsWithinLimit(dbs.global, [[FAILED_LOGIN_BY_IP, ip]]);
  const client = await findAgencyClient(dbs.agency, agency.workspaceUid, body.email);
  const secret = client
    ? await findLiveClientCode(dbs.agency, agency.workspaceUid, body.email, 'login_code')
    : undefined;
  const used = secret?.clientId === client?.id && (await useClientCode(dbs.agency, secret, body.code));
  if (!client || !used) throw new AppError('INVALID_CODE', CLIENT_CODE_INVALID_MESSAGE, { field: 'code' });
  await forgetAttempts(dbs.global, attempts);
  return client;
}
