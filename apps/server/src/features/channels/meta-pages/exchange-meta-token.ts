import { metaTokenExchangeFailed } from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import { accounts } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { exchangeForLongLivedToken, MetaGraphError } from '../../../providers/meta-pages/graph-api.js';
import type { MetaPagesDeps } from './meta-pages-deps.js';

/**
 * exchangeMetaToken (spec 000 §4 "Instagram/Messenger connect"): the user token Meta's login
 * returned is exchanged for a long-lived one, which is kept on the user, encrypted (spec:
 * users/{uid} meta.userAccessToken). It never leaves the server again.
 */
export async function exchangeMetaToken(deps: MetaPagesDeps, accountId: string, token: string): Promise<void> {
  const { appId, appSecret, pagesGraphUrl } = deps.config.providers.meta;
  if (!appId || !appSecret) {
    throw new AppError('UNAVAILABLE', metaTokenExchangeFailed('Meta sign-in is not set up on this server.'));
  }
  let accessToken: string;
  try {
    ({ accessToken } = await exchangeForLongLivedToken(pagesGraphUrl, { appId, appSecret }, token));
  } catch (error) {
    if (error instanceof MetaGraphError)
      throw new AppError('CHANNEL_CONNECT_FAILED', metaTokenExchangeFailed(error.message));
    throw error;
  }
  await deps.regions
    .global()
    .update(accounts)
    .set({ metaUserAccessTokenEncrypted: deps.secretBox.seal(accessToken) })
    .where(eq(accounts.id, accountId));
}
