import {
  SIGNED_IN_HINT_COOKIE,
  ZAccount,
  ZEmailOnlyBody,
  ZLoginBody,
  ZLoginCodeVerifyBody,
  ZMe,
  ZOkResponse,
  ZPasswordResetBody,
  ZSignupBody,
} from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedAccount } from '../../platform/auth/route-access.js';
import { endSession, markSignedIn, type SessionAccount, startSession } from '../../platform/auth/sessions.js';
import { productServesHttps, resolveTenant } from '../../platform/tenancy/index.js';
import { requestOrigin } from '../audit-log/index.js';
import { listMemberWorkspaces } from '../workspaces/index.js';
import { logIn } from './log-in.js';
import { requestLoginCode } from './request-login-code.js';
import { requestPasswordReset } from './request-password-reset.js';
import { resetPassword } from './reset-password.js';
import { signUp } from './sign-up.js';
import { verifyLoginCode } from './verify-login-code.js';

const tags = ['auth'];
const publicAccount = (a: SessionAccount) => ({
  id: a.id,
  name: a.name,
  email: a.email,
  createdAt: a.createdAt.toISOString(),
});
const accountResponse = { 200: ZAccount.strip() };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.regions.global();
  const secureCookies = productServesHttps(app.config);

  app.post(
    '/signup',
    { config: { access: { public: 'signing up' } }, schema: { tags, body: ZSignupBody, response: { 201: ZAccount } } },
    async (request, reply) => {
      const account = await signUp(db, request.body);
      await startSession(db, reply, account.id, secureCookies);
      return reply.status(201).send(publicAccount(account));
    },
  );

  app.post(
    '/login',
    {
      config: { access: { public: 'signing in: failed attempts are limited per address and email' } },
      schema: { tags, body: ZLoginBody, response: accountResponse },
    },
    async (request, reply) => {
      const account = await logIn(app.regions, request.body, requestOrigin(request));
      await startSession(db, reply, account.id, secureCookies);
      return publicAccount(account);
    },
  );

  app.post(
    '/logout',
    { config: { access: { public: 'signing out ends only the session of its own cookie' } }, schema: { tags } },
    async (request, reply) => {
      await endSession(db, app.caches, request, reply);
      return reply.status(204).send();
    },
  );

  app.post(
    '/code',
    {
      config: { access: { public: 'a sign-in code by email: limited per address and email' } },
      schema: { tags, body: ZEmailOnlyBody, response: { 200: ZOkResponse } },
    },
    async (request) => {
      await requestLoginCode(db, app.mailer, request.body.email, request.ip);
      return { ok: true as const };
    },
  );

  app.post(
    '/code/verify',
    {
      config: { access: { public: 'signing in with a code: attempts are limited' } },
      schema: { tags, body: ZLoginCodeVerifyBody, response: accountResponse },
    },
    async (request, reply) => {
      const account = await verifyLoginCode(app.regions, request.body, requestOrigin(request));
      await startSession(db, reply, account.id, secureCookies);
      return publicAccount(account);
    },
  );

  app.post(
    '/password/forgot',
    {
      config: { access: { public: 'a password reset email: limited per address and email' } },
      schema: { tags, body: ZEmailOnlyBody, response: { 200: ZOkResponse } },
    },
    async (request) => {
      await requestPasswordReset(
        app.regions,
        app.mailer,
        await resolveTenant(request),
        request.body.email,
        requestOrigin(request),
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/password/reset',
    {
      config: { access: { public: 'a password reset: the emailed token is the key' } },
      schema: { tags, body: ZPasswordResetBody, response: accountResponse },
    },
    async (request, reply) => {
      const account = await resetPassword(app.regions, app.caches, request.body, requestOrigin(request));
      await startSession(db, reply, account.id, secureCookies);
      return publicAccount(account);
    },
  );

  app.get(
    '/me',
    {
      config: { access: { account: true } },
      schema: { tags, response: { 200: ZMe } },
      // A session that ended without a logout here (expired, ended elsewhere) takes its mark along.
      onSend: async (_request, reply, payload) => {
        if (reply.statusCode === 401) reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
        return payload;
      },
    },
    async (request, reply) => {
      const account = grantedAccount(request);
      if (!request.cookies[SIGNED_IN_HINT_COOKIE]) markSignedIn(reply, secureCookies);
      return { account: publicAccount(account), workspaces: await listMemberWorkspaces(app.regions, account.email) };
    },
  );
};
