import { ZClientOnboardingCompleteBody, ZClientOnboardingState } from '@agent-platform/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { grantedClient } from '../../platform/auth/route-access.js';
import { completeClientOnboarding } from './complete-client-onboarding.js';
import { getClientOnboarding } from './get-client-onboarding.js';

const tags = ['client onboarding'];

/** The signed-in client's onboarding wizard (spec 002 §2.13, §4.8), per its agency's flags. */
export const clientOnboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions } = app;

  app.get(
    '',
    {
      config: { access: { client: true } },
      schema: {
        tags,
        description:
          "The agency's name and its client onboarding flags (which steps show, which company fields are required), and where the client stands.",
        response: { 200: ZClientOnboardingState },
      },
    },
    async (request) => {
      const access = grantedClient(request);
      return getClientOnboarding(regions.db(access.region), access);
    },
  );

  app.post(
    '/complete',
    {
      config: { access: { client: true } },
      schema: {
        tags,
        description:
          'Finishing or skipping the wizard: onboarding is marked done and the goals and company given are kept; calling it again is harmless.',
        body: ZClientOnboardingCompleteBody,
        response: { 200: ZClientOnboardingState },
      },
    },
    async (request) => {
      const access = grantedClient(request);
      return completeClientOnboarding(regions.db(access.region), access, request.body);
    },
  );
};
