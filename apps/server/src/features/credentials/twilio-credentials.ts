import type { Region, SaveTwilioCredentialsBody, TwilioCredentials } from '@agent-platform/core';
import { TWILIO_CREDENTIALS_MISSING } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { twilioAccounts } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { TwilioAccount } from '../../providers/twilio/twilio-api.js';
import { type AuditBy, recordAudit } from '../audit-log/index.js';

/** The workspace's Twilio credentials as members see them: the token never, only its last four characters. */
export async function getTwilioCredentials(
  regions: Regions,
  access: WorkspaceAccess,
): Promise<TwilioCredentials | null> {
  const [row] = await regions
    .db(access.region)
    .select()
    .from(twilioAccounts)
    .where(eq(twilioAccounts.workspaceUid, access.uid))
    .limit(1);
  return row ? toTwilioCredentials(row) : null;
}

/** Saves (or replaces) the workspace's Twilio account; the Auth Token is stored only sealed. */
export async function saveTwilioCredentials(
  regions: Regions,
  box: SecretBox,
  access: WorkspaceAccess,
  body: SaveTwilioCredentialsBody,
  by: AuditBy,
): Promise<TwilioCredentials> {
  const values = {
    accountSid: body.accountSid,
    authTokenEncrypted: box.seal(body.authToken),
    authTokenHint: body.authToken.slice(-4),
    updatedAt: new Date(),
  };
  const row = await regions.db(access.region).transaction(async (tx) => {
    const [saved] = await tx
      .insert(twilioAccounts)
      .values({ workspaceUid: access.uid, ...values })
      .onConflictDoUpdate({ target: twilioAccounts.workspaceUid, set: values })
      .returning();
    if (!saved) throw new Error('the Twilio account was not saved');
    const entry = { workspaceUid: access.uid, by, target: 'Twilio', detail: { accountSid: saved.accountSid } };
    await recordAudit(tx, { ...entry, action: 'credentials.added' });
    return saved;
  });
  return toTwilioCredentials(row);
}

/** Forgets the credentials. Numbers already bought stay on the Twilio account, and calls to them go unanswered. */
export async function deleteTwilioCredentials(regions: Regions, access: WorkspaceAccess, by: AuditBy): Promise<void> {
  await regions.db(access.region).transaction(async (tx) => {
    const deleted = await tx
      .delete(twilioAccounts)
      .where(eq(twilioAccounts.workspaceUid, access.uid))
      .returning({ accountSid: twilioAccounts.accountSid });
    if (!deleted[0]) return;
    const detail = { accountSid: deleted[0].accountSid };
    await recordAudit(tx, { workspaceUid: access.uid, action: 'credentials.removed', by, target: 'Twilio', detail });
  });
}

/** The workspace's Twilio account, token unsealed, for calling Twilio or checking its signatures; undefined without one. */
export async function findTwilioAccount(
  regions: Regions,
  box: SecretBox,
  region: Region,
  workspaceUid: string,
): Promise<TwilioAccount | undefined> {
  const [row] = await regions
    .db(region)
    .select({ accountSid: twilioAccounts.accountSid, authTokenEncrypted: twilioAccounts.authTokenEncrypted })
    .from(twilioAccounts)
    .where(eq(twilioAccounts.workspaceUid, workspaceUid))
    .limit(1);
  return row ? { accountSid: row.accountSid, authToken: box.open(row.authTokenEncrypted) } : undefined;
}

/** As findTwilioAccount, for operations that cannot go on without one. */
export async function requireTwilioAccount(regions: Regions, box: SecretBox, region: Region, workspaceUid: string) {
  const account = await findTwilioAccount(regions, box, region, workspaceUid);
  if (!account) throw new AppError('NO_TWILIO_ACCOUNT', TWILIO_CREDENTIALS_MISSING);
  return account;
}

function toTwilioCredentials(row: typeof twilioAccounts.$inferSelect): TwilioCredentials {
  return { accountSid: row.accountSid, authTokenHint: row.authTokenHint, updatedAt: row.updatedAt.toISOString() };
}
