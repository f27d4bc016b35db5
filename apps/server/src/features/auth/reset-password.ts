import type { PasswordResetBody } from '@agent-platform/core';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.js';
import { endAllSessions } from '../../platform/auth/sessions.js';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import { sha256 } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { accounts, oneTimeSecrets } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { type AuditOrigin, recordAccountAudit } from '../audit-log/index.js';
import { consumeSecret } from './one-time-secrets.js';

/** Sets a new password from an emailed link, and signs out every other session of the account. */
export async function resetPassword(
  regions: Regions,
  caches: ReadCaches,
  body: PasswordResetBody,
  origin: AuditOrigin,
) {
  const db = regions.global();
  const [secret] = await db
    .select()
    .from(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.secretHash, sha256(body.token)),
        eq(oneTimeSecrets.purpose, 'password_reset'),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  const invalid = new AppError(
    'INVALID_RESET_TOKEN',
    'This reset link is not valid or has expired. Please request a new one.',
  );
  if (!secret) throw invalid;
  const passwordHash = await hashPassword(body.password);
  const { account, endedSessions } = await db.transaction(async (tx) => {
    if (!(await consumeSecret(tx, secret.id))) throw invalid;
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash })
      .where(eq(accounts.id, secret.accountId))
      .returning();
    return { account: account!, endedSessions: await endAllSessions(tx, secret.accountId) };
  });
  await caches.invalidate('session', endedSessions);
  // The account lives in the global database and its workspace's log maybe in another region: no shared transaction.
  const by = { actor: { kind: 'user' as const, id: account.email }, ...origin };
  await recordAccountAudit(regions, account.id, { action: 'auth.passwordReset', by });
  return account;
}
