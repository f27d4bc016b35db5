import {
  CLIENT_CODE_INVALID_MESSAGE,
  CLIENT_EMAIL_TAKEN_MESSAGE,
  type ClientSignupBody,
  ZOrgCreateBody,
} from '@agent-platform/core';
import { FAILED_LOGIN_BY_IP, forgetAttempts, recordAttemptsWithinLimit } from '../../platform/auth/throttle.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError } from '../../platform/errors.js';
import { clientEmailTaken, insertClient, newDashboardPassword } from '../clients/index.js';
import { insertOrg } from '../orgs/index.js';
import { findLiveClientCode, useClientCode } from './client-secrets.js';
import { refuseClosedSignup } from './request-client-signup-code.js';
import type { AgencyOfHost } from './require-agency-host.js';

/**
 * Create on the agency's signup page: the emailed code makes, in one transaction, an organisation
 * named after the person and the person as its admin client, marked as a new signup whose
 * onboarding is still ahead (it may create its first agent there).
 */
export async function signUpClient(
  deps: { regions: Regions; secretBox: SecretBox },
  agency: AgencyOfHost,
  body: ClientSignupBody,
  ip: string,
) {
  const settings = await refuseClosedSignup(deps.regions, agency);
  const db = deps.regions.db(agency.region);
  const global = deps.regions.global();
  const attempts = await recordAttemptsWithinLimit(global, [[FAILED_LOGIN_BY_IP, ip]]);
  const secret = await findLiveClientCode(db, agency.workspaceUid, body.email, 'signup_code');
  if (!(await useClientCode(db, secret, body.code))) {
    throw new AppError('INVALID_CODE', CLIENT_CODE_INVALID_MESSAGE, { field: 'code' });
  }
  await forgetAttempts(global, attempts);
  if (await clientEmailTaken(deps.regions, agency.region, body.email)) {
    throw new AppError('EMAIL_TAKEN', CLIENT_EMAIL_TAKEN_MESSAGE, { field: 'email' });
  }
  const password = await newDashboardPassword(deps.secretBox);
  try {
    return await db.transaction(async (tx) => {
      const org = await insertOrg(tx, agency.workspaceUid, settings, ZOrgCreateBody.parse({ name: body.name }));
      return insertClient(
        tx,
        agency.workspaceUid,
        org,
        { name: body.name, email: body.email, isOrgAdmin: true, allowCreateAgents: true },
        settings,
        password,
        true,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', CLIENT_EMAIL_TAKEN_MESSAGE, { field: 'email' });
    throw error;
  }
}
