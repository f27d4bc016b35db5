import { recordId, ZAgentParams, ZRegion, ZTestCallAnswer, ZTestCallBody } from '@agent-platform/core';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantedAgent } from '../../../platform/auth/route-access.js';
import { keepRawBody } from '../../../platform/http/raw-body.js';
import { webhookAddress } from '../../../platform/tenancy/index.js';
import { TWILIO_SIGNATURE_HEADER } from '../../../providers/twilio/voice-webhook.js';
import { campaignCallOpening, noteCampaignCall, noteCampaignCallAnswered } from '../../campaigns/index.js';
import { answerCall } from './answer-call.js';
import { answerSpeech } from './answer-speech.js';
import { endCall } from './end-call.js';
import { placeTestCall } from './place-test-call.js';
import { storeRecording } from './store-recording.js';
import { verifyVoiceWebhook } from './verify-voice-webhook.js';

const ZVoiceHookParams = z.object({
  region: ZRegion,
  numberId: z.string().min(1).max(64),
  hook: z.enum(['call', 'speech', 'status', 'recording']),
});

/** Phone calls: Twilio's voice webhooks for the workspace's numbers, and the Test call sub-tab. Registered under /api/:region. */
export const voiceCallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v2/agents/:agentId/voice/test-call',
    {
      config: { access: { agent: 'agentId', permission: 'channels.manage' } },
      schema: {
        tags: ['voice'],
        description: 'The agent calls the number (verified on the Twilio account) from its own phone number.',
        params: ZAgentParams,
        body: ZTestCallBody,
        response: { 200: ZTestCallAnswer },
      },
    },
    async (request) => {
      return placeTestCall(app, grantedAgent(request), request.body.to);
    },
  );

  await app.register(async (plugin) => {
    // Twilio signs the form fields it posted; they are read from the bytes it sent.
    keepRawBody(plugin);
    const hooks = plugin.withTypeProvider<ZodTypeProvider>();
    hooks.post(
      '/twilio/voice/:numberId/:hook',
      {
        // Twilio calls these, proving itself with X-Twilio-Signature, not with a cookie or origin.
        config: {
          access: { public: 'Twilio voice webhooks: X-Twilio-Signature is checked against the number account' },
          anyOrigin: true,
        },
        schema: {
          tags: ['public'],
          description:
            "Twilio's voice webhooks for a number: `call` answers with TwiML, `speech` (with `turn`) answers what the caller said, `status` and `recording` report. X-Twilio-Signature must be valid.",
          params: ZVoiceHookParams,
          querystring: z.object({
            turn: z.coerce.number().int().min(1).max(10_000).default(1),
            /** A call a campaign placed: the contact it is to, within the signed address. */
            campaignContact: recordId().optional(),
          }),
          body: z.record(z.string(), z.string()).optional(),
        },
      },
      async (request, reply) => {
        const { region, numberId, hook } = request.params;
        const params = request.body ?? {};
        const signature = request.headers[TWILIO_SIGNATURE_HEADER];
        const number = await verifyVoiceWebhook(app, region, numberId, {
          url: webhookAddress(app.config, request.url),
          signature: typeof signature === 'string' ? signature : undefined,
          params,
        });
        const { campaignContact } = request.query;
        if (hook === 'status') {
          await endCall(app, region, number, params);
          if (campaignContact) await noteCampaignCall(app, region, number, campaignContact, params);
          return reply.status(204).send();
        }
        if (hook === 'recording')
          return reply.status(204).send(void (await storeRecording(app, region, number, params)));
        if (hook === 'call') {
          const opening = campaignContact && (await campaignCallOpening(app, region, number, campaignContact));
          const twiml = await answerCall(app, region, number, params, opening || undefined);
          if (campaignContact)
            await noteCampaignCallAnswered(app, region, number, campaignContact, params.CallSid ?? '');
          return reply.type('text/xml').send(twiml);
        }
        return reply.type('text/xml').send(await answerSpeech(app, region, number, params, request.query.turn));
      },
    );
  });
};
