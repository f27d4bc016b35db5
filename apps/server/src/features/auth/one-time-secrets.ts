import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { sha256 } from '../../platform/crypto.js';
import type { Db } from '../../platform/db/regions.js';
import { oneTimeSecrets } from '../../platform/db/schema/index.js';

type Purpose = (typeof oneTimeSecrets.$inferInsert)['purpose'];

/** Stores a new one-time secret for an account and retires the earlier unused ones of the same purpose. */
export async function issueOneTimeSecret(
  db: Db,
  accountId: string,
  purpose: Purpose,
  secret: string,
  ttlSeconds: number,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeSecrets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeSecrets.accountId, accountId),
          eq(oneTimeSecrets.purpose, purpose),
          isNull(oneTimeSecrets.usedAt),
        ),
      );
    await tx.insert(oneTimeSecrets).values({
      accountId,
      purpose,
      secretHash: sha256(secret),
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
    });
  });
}

/** The live secret of this purpose for the account, if any. */
export async function findLiveSecret(db: Db, accountId: string, purpose: Purpose) {
  const [row] = await db
    .select()
    .from(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.accountId, accountId),
        eq(oneTimeSecrets.purpose, purpose),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(oneTimeSecrets.id))
    .limit(1);
  return row;
}

/** Marks a secret used; false when another request used it first. */
export async function consumeSecret(db: Db, id: number): Promise<boolean> {
  const used = await db
    .update(oneTimeSecrets)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeSecrets.id, id), isNull(oneTimeSecrets.usedAt)))
    .returning({ id: oneTimeSecrets.id });
  return used.length === 1;
}

export async function countFailedTry(db: Db, id: number) {
  await db
    .update(oneTimeSecrets)
    .set({ attempts: sql`${oneTimeSecrets.attempts} + 1` })
    .where(eq(oneTimeSecrets.id, id));
}
