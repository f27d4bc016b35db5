import { CLIENT_LOGIN_LINK_INVALID_MESSAGE } from '@agent-platform/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { FAILED_LOGIN_BY_IP, forgetAttempts, recordAttemptsWithinLimit } from '../../platform/auth/throttle.js';
import { sha256 } from '../../platform/crypto.js';
import type { Db } from '../../platform/db/regions.js';
import { clients } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { consumeClientSecret } from './client-secrets.js';
import type { AgencyOfHost } from './require-agency-host.js';
import { clientOneTimeSecrets } from './schema.js';

/** `/?token=`: the owner's one-time link signs its client in, on that agency's host only. */
export async function signInClientWithLink(
  dbs: { agency: Db; global: Db },
  agency: AgencyOfHost,
  token: string,
  ip: string,
) {
  const attempts = await recordAttemptsWithinLimit(dbs.global, [[FAILED_LOGIN_BY_IP, ip]]);
  const [found] = await dbs.agency
    .select({ id: clientOneTimeSecrets.id, client: clients })
    .from(clientOneTimeSecrets)
    .innerJoin(
      clients,
      and(eq(clients.id, clientOneTimeSecrets.clientId), eq(clients.workspaceUid, clientOneTimeSecrets.workspaceUid)),
    )
    .where(
      and(
        eq(clientOneTimeSecrets.secretHash, sha256(token)),
        eq(clientOneTimeSecrets.purpose, 'login_link'),
        eq(clientOneTimeSecrets.workspaceUid, agency.workspaceUid),
        isNull(clientOneTimeSecrets.usedAt),
        gt(clientOneTimeSecrets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!found || !(await consumeClientSecret(dbs.agency, found.id))) {
    throw new AppError('INVALID_CODE', CLIENT_LOGIN_LINK_INVALID_MESSAGE);
  }
  await forgetAttempts(dbs.global, attempts);
  return found.client;
}
