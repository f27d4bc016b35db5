import { eq } from 'drizzle-orm';
import { accounts } from '../../../platform/db/schema/index.js';
import { listUserPages, MetaGraphError, type UserPage } from '../../../providers/meta-pages/graph-api.js';
import type { MetaPagesDeps } from './meta-pages-deps.js';

/** Meta's code for an access token that expired or was revoked. */
const TOKEN_EXPIRED = 190;

/**
 * tokenToPages: the pages the user manages, read from Meta with the long-lived token kept on the
 * user. Undefined when there is no usable token: none yet, or Meta says it expired (it is then
 * forgotten, so the dashboard asks for 'Continue With Meta' again).
 */
export async function tokenToPages(deps: MetaPagesDeps, accountId: string): Promise<UserPage[] | undefined> {
  const db = deps.regions.global();
  const [account] = await db
    .select({ token: accounts.metaUserAccessTokenEncrypted })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account?.token) return undefined;
  try {
    return await listUserPages(deps.config.providers.meta.pagesGraphUrl, deps.secretBox.open(account.token));
  } catch (error) {
    if (!(error instanceof MetaGraphError) || error.code !== TOKEN_EXPIRED) throw error;
    await db.update(accounts).set({ metaUserAccessTokenEncrypted: null }).where(eq(accounts.id, accountId));
    return undefined;
  }
}
