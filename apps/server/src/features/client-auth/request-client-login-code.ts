import { CLIENT_EMAIL_UNKNOWN_MESSAGE, LOGIN_CODE_LENGTH } from '@agent-platform/core';
import { EMAIL_SENT_BY_IP, EMAIL_SENT_TO_ADDRESS, recordAttemptsWithinLimit } from '../../platform/auth/throttle.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { randomDigits } from '../../platform/ids.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { CLIENT_CODE_TTL_SECONDS, issueClientSecret } from './client-secrets.js';
import { findAgencyClient } from './find-agency-client.js';
import type { AgencyOfHost } from './require-agency-host.js';
import { sendClientCode } from './send-client-code.js';

/**
 * Email Login Code and Resend Code: a 6-digit code for a client of this agency. An email that is
 * no client here is NOT_FOUND, so the screen marks the field (spec 002 §5.7).
 */
export async function requestClientLoginCode(
  deps: { regions: Regions; secretBox: SecretBox; mailer: Mailer },
  agency: AgencyOfHost,
  email: string,
  ip: string,
) {
  await recordAttemptsWithinLimit(deps.regions.global(), [
    [EMAIL_SENT_BY_IP, ip],
    [EMAIL_SENT_TO_ADDRESS, email],
  ]);
  const db = deps.regions.db(agency.region);
  const client = await findAgencyClient(db, agency.workspaceUid, email);
  if (!client) throw new AppError('NOT_FOUND', CLIENT_EMAIL_UNKNOWN_MESSAGE, { field: 'email' });
  const code = randomDigits(LOGIN_CODE_LENGTH);
  await issueClientSecret(
    db,
    { workspaceUid: agency.workspaceUid, email, clientId: client.id },
    'login_code',
    code,
    CLIENT_CODE_TTL_SECONDS,
  );
  await sendClientCode(deps, agency, { email: client.email, name: client.name }, 'login', code);
}
