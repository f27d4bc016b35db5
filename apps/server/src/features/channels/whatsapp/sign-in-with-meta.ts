import {
  WA_SIGN_IN_CALLBACK_PATH,
  WA_TOKEN_EXCHANGE_FAILED,
  type WaSignInBody,
  waTokenExchangeError,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { AgentAccess } from '../../../platform/auth/principals.js';
import { waSignIns } from '../../../platform/db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { webhookAddress } from '../../../platform/tenancy/index.js';
import { exchangeSignupCode, WhatsappGraphError } from '../../../providers/whatsapp/graph-api.js';
import { graphUrl, type WhatsappDeps } from './whatsapp-connection.js';

/**
 * 'Continue With Meta' (spec 000 §4 "WhatsApp new-method flow"): the sign-in code is exchanged
 * for the business's long-lived token (`getLongAccessToken`), kept encrypted on the agent's
 * sign-in, and the business account the embedded signup reported (FINISH) is noted beside it,
 * in whichever order the two arrive. The token never leaves the server.
 */
export async function signInWithMeta(deps: WhatsappDeps, access: AgentAccess, body: WaSignInBody) {
  let sealed: string | undefined;
  if (body.code !== undefined) {
    const { appId, appSecret } = deps.config.providers.meta;
    if (!appId || !appSecret) {
      throw new AppError('UNAVAILABLE', waTokenExchangeError('This server has no Meta app configured.'));
    }
    try {
      // Meta accepts only the redirect addresses its app lists: the product's own, like its webhooks.
      const redirectUri = webhookAddress(deps.config, WA_SIGN_IN_CALLBACK_PATH);
      const token = await exchangeSignupCode(graphUrl(deps), { appId, appSecret }, body.code, redirectUri);
      sealed = deps.secretBox.seal(token);
    } catch (error) {
      if (!(error instanceof WhatsappGraphError)) throw error;
      throw new AppError('CHANNEL_CONNECT_FAILED', waTokenExchangeError(error.message || WA_TOKEN_EXCHANGE_FAILED));
    }
  }
  const changes = {
    ...(sealed !== undefined && { longAccessTokenEncrypted: sealed, signedInAt: new Date() }),
    ...(body.wabaId !== undefined && { wabaId: body.wabaId }),
  };
  const db = deps.regions.db(access.region);
  await db
    .insert(waSignIns)
    .values({ agentId: access.agentId, workspaceUid: access.workspaceUid, ...changes })
    .onConflictDoUpdate({ target: waSignIns.agentId, set: changes });
  const [signIn] = await db.select().from(waSignIns).where(eq(waSignIns.agentId, access.agentId));
  return { hasToken: !!signIn?.longAccessTokenEncrypted, wabaId: signIn?.wabaId ?? null };
}
