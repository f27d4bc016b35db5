import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { sha256 } from '../../platform/crypto.js';
import type { Db } from '../../platform/db/regions.js';
import { clientOneTimeSecrets } from './schema.js';

type Purpose = (typeof clientOneTimeSecrets.$inferInsert)['purpose'];

/** Spec 002: login and signup codes live 10 minutes. */
export const CLIENT_CODE_TTL_SECONDS = 10 * 60;
/** Wrong tries a code survives before it is dead, so six digits cannot be guessed. */
export const CLIENT_CODE_MAX_ATTEMPTS = 5;

/**
 * Stores a new one-time secret for an email at an agency and retires the earlier unused ones of
 * the same purpose, so only the newest code works (Resend Code).
 */
export async function issueClientSecret(
  db: Db,
  owner: { workspaceUid: string; email: string; clientId?: string; name?: string },
  purpose: Purpose,
  secret: string,
  ttlSeconds: number,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(clientOneTimeSecrets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(clientOneTimeSecrets.workspaceUid, owner.workspaceUid),
          eq(clientOneTimeSecrets.email, owner.email),
          eq(clientOneTimeSecrets.purpose, purpose),
          isNull(clientOneTimeSecrets.usedAt),
        ),
      );
    await tx.insert(clientOneTimeSecrets).values({
      workspaceUid: owner.workspaceUid,
      email: owner.email,
      clientId: owner.clientId ?? null,
      name: owner.name ?? null,
      purpose,
      secretHash: sha256(secret),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
  });
}

/** The live code of this purpose for the email at the agency, if any. */
export async function findLiveClientCode(db: Db, workspaceUid: string, email: string, purpose: Purpose) {
  const [row] = await db
    .select()
    .from(clientOneTimeSecrets)
    .where(
      and(
        eq(clientOneTimeSecrets.workspaceUid, workspaceUid),
        eq(clientOneTimeSecrets.email, email),
        eq(clientOneTimeSecrets.purpose, purpose),
        isNull(clientOneTimeSecrets.usedAt),
        gt(clientOneTimeSecrets.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(clientOneTimeSecrets.id))
    .limit(1);
  return row;
}

/**
 * Uses the live code if `code` is it: true once, for one request. A wrong code counts a try;
 * after CLIENT_CODE_MAX_ATTEMPTS wrong tries even the right code is refused.
 */
export async function useClientCode(
  db: Db,
  secret: typeof clientOneTimeSecrets.$inferSelect | undefined,
  code: string,
) {
  if (!secret) return false;
  if (secret.attempts >= CLIENT_CODE_MAX_ATTEMPTS || secret.secretHash !== sha256(code)) {
    await db
      .update(clientOneTimeSecrets)
      .set({ attempts: sql`${clientOneTimeSecrets.attempts} + 1` })
      .where(eq(clientOneTimeSecrets.id, secret.id));
    return false;
  }
  return consumeClientSecret(db, secret.id);
}

/** Marks a secret used; false when another request used it first. */
export async function consumeClientSecret(db: Db, id: number): Promise<boolean> {
  const used = await db
    .update(clientOneTimeSecrets)
    .set({ usedAt: new Date() })
    .where(and(eq(clientOneTimeSecrets.id, id), isNull(clientOneTimeSecrets.usedAt)))
    .returning({ id: clientOneTimeSecrets.id });
  return used.length === 1;
}
