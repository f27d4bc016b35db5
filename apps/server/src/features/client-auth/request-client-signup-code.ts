import {
  CLIENT_EMAIL_TAKEN_MESSAGE,
  CLIENT_SIGNUP_CLOSED_MESSAGE,
  type ClientSignupCodeBody,
  LOGIN_CODE_LENGTH,
} from '@agent-platform/core';
import { EMAIL_SENT_BY_IP, EMAIL_SENT_TO_ADDRESS, recordAttemptsWithinLimit } from '../../platform/auth/throttle.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { randomDigits } from '../../platform/ids.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { getAgencyClientSettings } from '../agencies/index.js';
import { clientEmailTaken } from '../clients/index.js';
import { CLIENT_CODE_TTL_SECONDS, issueClientSecret } from './client-secrets.js';
import type { AgencyOfHost } from './require-agency-host.js';
import { sendClientCode } from './send-client-code.js';

/** Send Verification Code on the agency's signup page, open only when the agency enables client signup. */
export async function requestClientSignupCode(
  deps: { regions: Regions; secretBox: SecretBox; mailer: Mailer },
  agency: AgencyOfHost,
  body: ClientSignupCodeBody,
  ip: string,
) {
  const db = deps.regions.db(agency.region);
  await refuseClosedSignup(deps.regions, agency);
  await recordAttemptsWithinLimit(deps.regions.global(), [
    [EMAIL_SENT_BY_IP, ip],
    [EMAIL_SENT_TO_ADDRESS, body.email],
  ]);
  if (await clientEmailTaken(deps.regions, agency.region, body.email)) {
    throw new AppError('EMAIL_TAKEN', CLIENT_EMAIL_TAKEN_MESSAGE, { field: 'email' });
  }
  const code = randomDigits(LOGIN_CODE_LENGTH);
  await issueClientSecret(
    db,
    { workspaceUid: agency.workspaceUid, email: body.email, name: body.name },
    'signup_code',
    code,
    CLIENT_CODE_TTL_SECONDS,
  );
  await sendClientCode(deps, agency, body, 'verification', code);
}

/** Signup exists only while the agency's SaaS mode enables it (spec 002 §2.9). */
export async function refuseClosedSignup(regions: Regions, agency: AgencyOfHost) {
  const settings = await getAgencyClientSettings(regions.db(agency.region), agency.workspaceUid);
  if (!settings.enableClientSignup) throw new AppError('FORBIDDEN', CLIENT_SIGNUP_CLOSED_MESSAGE);
  return settings;
}
