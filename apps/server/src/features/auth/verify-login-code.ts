import type { LoginCodeVerifyBody } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { FAILED_LOGIN_BY_IP, forgetAttempts, recordAttemptsWithinLimit } from '../../platform/auth/throttle.js';
import { sha256 } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { accounts } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { type RequestOrigin, recordAccountAudit } from '../audit-log/index.js';
import { consumeSecret, countFailedTry, findLiveSecret } from './one-time-secrets.js';

/** Wrong tries a code survives before it is dead, so six digits cannot be guessed. */
export const LOGIN_CODE_MAX_ATTEMPTS = 5;

const LOGIN_CODE = { method: 'code' };

export async function verifyLoginCode(regions: Regions, body: LoginCodeVerifyBody, origin: RequestOrigin) {
  const db = regions.global();
  const ip = origin.ip;
  // Counted as failed before the code check, so simultaneous guesses cannot all slip under the limit.
  const attempts = await recordAttemptsWithinLimit(db, [[FAILED_LOGIN_BY_IP, ip]]);
  const [account] = await db.select().from(accounts).where(eq(accounts.email, body.email)).limit(1);
  const secret = account ? await findLiveSecret(db, account.id, 'login_code') : undefined;
  const matches = secret && secret.attempts < LOGIN_CODE_MAX_ATTEMPTS && secret.secretHash === sha256(body.code);
  const by = account && { actor: { kind: 'user' as const, id: account.email }, ...origin };
  if (!account || !by || !secret || !matches || !(await consumeSecret(db, secret.id))) {
    if (secret && !matches) await countFailedTry(db, secret.id);
    // As with passwords: a wrong code for a known email is logged in its account's workspace.
    if (by) await recordAccountAudit(regions, account.id, { action: 'auth.signInFailed', by, detail: LOGIN_CODE });
    throw new AppError('INVALID_CODE', 'That code is not valid or has expired. Please request a new one.');
  }
  await forgetAttempts(db, attempts);
  await recordAccountAudit(regions, account.id, { action: 'auth.signedIn', by, detail: LOGIN_CODE });
  return account;
}
