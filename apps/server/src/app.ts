import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createAnswerSlots } from './engine/index.js';
import { agencyAdminSignInRoutes, agencyRoutes } from './features/agencies/routes.js';
import { findPaymentAccountRegion, receiveAccountUpdate } from './features/agency-billing/index.js';
import { agencyBillingRoutes } from './features/agency-billing/routes.js';
import { agentWizardRoutes } from './features/agent-wizard/routes.js';
import { agentRoutes } from './features/agents/routes.js';
import { sealLegacyAgentSecrets } from './features/agents/seal-legacy-agent-secrets.js';
import { analyticsRoutes } from './features/analytics/routes.js';
import { auditLogRoutes } from './features/audit-log/routes.js';
import { startAuditLogRetention } from './features/audit-log/start-audit-log-retention.js';
import { authRoutes } from './features/auth/routes.js';
import { backupRoutes } from './features/backups/routes.js';
import { type BillingPayments, createBillingPayments } from './features/billing/billing-payments.js';
import { publicBillingRoutes } from './features/billing/public-routes.js';
import { startReservationSweeps } from './features/billing/release-gone-reservations.js';
import { billingRoutes, paymentsWebhookRoutes } from './features/billing/routes.js';
import { startBillingJobs } from './features/billing/start-billing-jobs.js';
import { campaignRoutes } from './features/campaigns/routes.js';
import { startCampaignJobs } from './features/campaigns/start-campaign-jobs.js';
import { discordChannelRoutes } from './features/channels/discord/routes.js';
import { startDiscordBot } from './features/channels/discord/start-discord-bot.js';
import { metaPagesRoutes } from './features/channels/meta-pages/routes.js';
import { channelRoutes } from './features/channels/routes.js';
import { startChannelJobs } from './features/channels/start-channel-jobs.js';
import { whatsappRoutes } from './features/channels/whatsapp/routes.js';
import { chatFileRoutes } from './features/chat/file-routes.js';
import { chatRoutes } from './features/chat/routes.js';
import { clientAuthRoutes, clientLoginLinkRoutes, clientSelfRoutes } from './features/client-auth/routes.js';
import { receiveOrgPaymentEvent } from './features/client-billing/receive-org-payment-event.js';
import { clientBillingRoutes } from './features/client-billing/routes.js';
import { startClientBillingJobs } from './features/client-billing/start-client-billing-jobs.js';
import { clientOnboardingRoutes } from './features/client-onboarding/routes.js';
import { clientRoutes } from './features/clients/routes.js';
import { type ConversationChanges, createConversationChanges } from './features/conversations/conversation-changes.js';
import { conversationRoutes } from './features/conversations/routes.js';
import { startConversationJobs } from './features/conversations/start-conversation-jobs.js';
import { credentialRoutes } from './features/credentials/routes.js';
import { clientCustomTabRoutes, customTabPageRoutes, customTabRoutes } from './features/custom-tabs/routes.js';
import { registerTabOriginGate } from './features/custom-tabs/tab-origin-gate.js';
import { devRoutes } from './features/dev/routes.js';
import { domainDeps, domainRoutes, publicDomainRoutes } from './features/domains/routes.js';
import { startDomainJobs } from './features/domains/start-domain-jobs.js';
import { emailDomainRoutes } from './features/email-domains/routes.js';
import { startEmailDomainChecks } from './features/email-domains/start-email-domain-checks.js';
import { eventRoutes } from './features/events/routes.js';
import { startEventJobs } from './features/events/start-event-jobs.js';
import { fontRoutes } from './features/fonts/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { knowledgeCrawlRoutes } from './features/knowledge/crawl-routes.js';
import { knowledgeRoutes } from './features/knowledge/routes.js';
import { startKnowledgeJobs } from './features/knowledge/start-knowledge-jobs.js';
import { leadRoutes } from './features/leads/routes.js';
import { legalRoutes } from './features/legal/routes.js';
import { clientNotificationRoutes, notificationRoutes } from './features/notifications/routes.js';
import { startNotificationJobs } from './features/notifications/start-notification-jobs.js';
import { orgBillingRoutes } from './features/org-billing/routes.js';
import { orgRoutes } from './features/orgs/routes.js';
import { promptRoutes } from './features/prompts/routes.js';
import { sessionRoutes } from './features/sessions/routes.js';
import { statusRoutes, supportRoutes } from './features/support/routes.js';
import { toolRoutes } from './features/tools/routes.js';
import { twilioNumberRoutes } from './features/twilio-numbers/routes.js';
import { usageRoutes } from './features/usage/routes.js';
import { voiceCallRoutes } from './features/voice/phone-calls/routes.js';
import { webCallRoutes } from './features/voice/web-calls/routes.js';
import { websiteAnalysisRoutes } from './features/website-analysis/routes.js';
import { cssAssistantRoutes } from './features/widget/css-assistant-routes.js';
import { widgetRoutes } from './features/widget/routes.js';
import { serveChatFrame } from './features/widget/serve-chat-frame.js';
import { widgetAnalyticsRoutes } from './features/widget-analytics/routes.js';
import { joinWorkspaceRoutes, onboardingRoutes, workspaceRoutes } from './features/workspaces/routes.js';
import { type AccessRevocations, createAccessRevocations } from './platform/auth/access-revocations.js';
import { type RouteTableEntry, registerRouteAccess } from './platform/auth/route-access.js';
import { createReadCaches, type ReadCaches } from './platform/cache/read-caches.js';
import { createSecretBox, loadServerKey, type SecretBox } from './platform/crypto.js';
import { openRegions, type Regions } from './platform/db/regions.js';
import { createEgress, type Egress } from './platform/egress/egress.js';
import { createGuardedFetch, type GuardedFetch } from './platform/egress/guarded-fetch.js';
import { registerErrorHandling } from './platform/errors.js';
import { BODY_LIMITS, registerBodyLimits } from './platform/http/body-limits.js';
import { registerLiveStreams } from './platform/http/live-streams.js';
import { registerOriginCheck } from './platform/http/origin-check.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { registerServerTiming } from './platform/http/server-timing.js';
import { registerShutdown } from './platform/http/shutdown.js';
import { trustedProxies } from './platform/http/trusted-proxies.js';
import { registerUnstorableTextGuard } from './platform/http/unstorable-text.js';
import { createWebhookInbox, type WebhookInbox } from './platform/inbox/index.js';
import { type Jobs, startJobs } from './platform/jobs/jobs.js';
import type { WorkspaceLimiter } from './platform/limits/workspace-limiter.js';
import { createServerLlm, LLM_CALL_LIMITS, type ServerLlm } from './platform/llm/connection.js';
import { createServerEmbedder, type Embedder } from './platform/llm/embedder.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { createMetrics, type Metrics } from './platform/metrics/metrics.js';
import { metricsRoutes } from './platform/metrics/metrics-routes.js';
import { registerRequestMetrics } from './platform/metrics/request-metrics.js';
import { sharedRateLimitStore } from './platform/rate-limits/shared-rate-limit-store.js';
import { productServesHttps, serveDashboardFiles, serveDashboardPages } from './platform/tenancy/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    regions: Regions;
    /** Background jobs (pg-boss), one queue store per region. */
    jobs: Jobs;
    /** What providers deliver to our webhooks, kept before they are answered, and its workers. */
    inbox: WebhookInbox;
    mailer: Mailer;
    secretBox: SecretBox;
    caches: ReadCaches;
    /** Ends a removed member's (or a deleted workspace's) access at once, live streams included. */
    accessRevocations: AccessRevocations;
    /** Live updates of conversations, across processes. */
    conversationChanges: ConversationChanges;
    /** The only way features call user-supplied URLs. */
    egress: Egress;
    /** `egress` as a streaming `fetch`, for libraries that take one (the AI SDK), with language-model caps. */
    guardedFetch: GuardedFetch;
    /** The server-wide language model from config, used when a workspace has saved none; undefined without one. */
    serverLlm: ServerLlm | undefined;
    /** The server's embedding model for knowledge retrieval; undefined: full-text alone. */
    embedder: Embedder | undefined;
    /** The payment service per region (Stripe, or Test mode's sandbox) and the inbox of its events. */
    payments: BillingPayments;
    /** Every route with its declared access, in registration order (the tenant-isolation test replays it). */
    routeTable: readonly RouteTableEntry[];
    /** This app's Prometheus metrics, served at /metrics. */
    metrics: Metrics;
    /** Each workspace's share of the answers calling a model at once: over it, its answers wait in line. */
    answerSlots: WorkspaceLimiter;
  }
}

const appsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = path.join(appsDir, 'web/dist');
const widgetDist = path.join(appsDir, 'widget/dist');

/** Builds the whole product as one Fastify app: databases opened and migrated, every route registered. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: trustedProxies(config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: BODY_LIMITS.api,
    // The regional plugin registers every feature's routes and compiles their schemas at once; on
    // a busy machine that can pass Fastify's default 10 s, which would stop a healthy start.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const regions = await openRegions(config);
  let jobs: Jobs;
  try {
    jobs = await startJobs(regions, app.log, { pollingIntervalSeconds: config.jobsPollingSeconds });
  } catch (error) {
    await regions.close();
    throw error;
  }
  app.decorate('config', config);
  app.decorate('regions', regions);
  app.decorate('jobs', jobs);
  app.decorate(
    'inbox',
    createWebhookInbox({ regions, log: app.log }, { pollingIntervalSeconds: config.jobsPollingSeconds }),
  );
  app.decorate('caches', await createReadCaches(regions.bus));
  app.decorate('accessRevocations', await createAccessRevocations(regions.bus, app.caches));
  app.decorate('conversationChanges', await createConversationChanges(regions.bus));
  app.decorate('egress', createEgress({ allow: config.egressAllow, log: app.log }));
  app.decorate('guardedFetch', createGuardedFetch({ allow: config.egressAllow, ...LLM_CALL_LIMITS, log: app.log }));
  app.decorate('serverLlm', createServerLlm(config));
  app.decorate('embedder', createServerEmbedder(config));
  app.decorate('secretBox', createSecretBox(loadServerKey(config)));
  app.decorate('mailer', createMailer(config, regions.global(), app.log));
  app.decorate('payments', createBillingPayments({ config, regions, inbox: app.inbox, log: app.log }));
  app.decorate('answerSlots', createAnswerSlots(config.workspaceLimits));
  app.decorate('metrics', createMetrics({ regions, jobs, answerSlots: () => app.answerSlots.load() }));
  registerRequestMetrics(app, app.metrics);
  // Agencies' connected accounts: billing hears of their changes, agency billing keeps them.
  app.payments.onAccountUpdated((event) => receiveAccountUpdate({ regions, payments: app.payments }, event));
  // Their clients' plans on those accounts: client billing keeps the organisations' subscriptions and credits.
  app.payments.onConnectedAccountEvents({
    regionOf: (accountId) => findPaymentAccountRegion(regions, accountId),
    process: (region, event) =>
      receiveOrgPaymentEvent({ regions, payments: app.payments, jobs, log: app.log }, region, event),
  });
  registerShutdown(app, jobs, regions);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // The rest of the request runs within: it goes before the jobs (`requestsFirst`).
    regions.requests.started(request.raw, done);
  });
  const answered = async (request: { raw: object }) => regions.requests.answered(request.raw);
  app.addHook('onResponse', answered);
  app.addHook('onRequestAbort', answered);

  registerLiveStreams(app);
  registerSecurityHeaders(app, productServesHttps(config), config.customTabOrigin);
  registerTabOriginGate(app, config.customTabOrigin);
  registerServerTiming(app);
  await app.register(fastifyCookie);
  // Only routes that ask for it (`config.rateLimit`) are limited. Counted in the database, as login
  // limits are, so every process shares one count.
  await app.register(fastifyRateLimit, { global: false, store: sharedRateLimitStore(regions.global(), app.log) });
  registerOriginCheck(app);
  registerBodyLimits(app);
  registerUnstorableTextGuard(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Agent Platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // The API documents and the built files come before the rule below: they are files, not the product's routes.
  const dashboardPage = await serveBuildFiles(app);

  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);
  registerRouteAccess(app, routeTable);
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(clientAuthRoutes, { prefix: '/api/client-auth' });
  await app.register(clientSelfRoutes, { prefix: '/api/client' });
  await app.register(clientBillingRoutes, { prefix: '/api/client' });
  await app.register(clientCustomTabRoutes, { prefix: '/api/client' });
  await app.register(clientNotificationRoutes, { prefix: '/api/client' });
  await app.register(clientOnboardingRoutes, { prefix: '/api/client/onboarding' });
  await app.register(onboardingRoutes, { prefix: '/api' });
  // The join link names no region: the route finds the invitation in each.
  await app.register(joinWorkspaceRoutes, { prefix: '/api' });
  await app.register(cssAssistantRoutes, { prefix: '/api' });
  await app.register(statusRoutes, { prefix: '/api' });
  await app.register(publicDomainRoutes, { prefix: '/api' });
  await app.register(agencyAdminSignInRoutes, { prefix: '/api' });
  await app.register(fontRoutes, { prefix: '/api' });
  await app.register(legalRoutes, { prefix: '/api' });
  await app.register(paymentsWebhookRoutes, { prefix: '/api' });
  await app.register(backupRoutes, { prefix: '/api' });
  await app.register(customTabPageRoutes);
  await app.register(
    async (regional) => {
      await regional.register(workspaceRoutes);
      await regional.register(agentRoutes);
      await regional.register(agentWizardRoutes);
      await regional.register(publicBillingRoutes);
      await regional.register(billingRoutes);
      await regional.register(chatRoutes);
      await regional.register(chatFileRoutes);
      await regional.register(conversationRoutes);
      await regional.register(leadRoutes);
      await regional.register(campaignRoutes);
      await regional.register(notificationRoutes);
      await regional.register(credentialRoutes);
      await regional.register(toolRoutes);
      await regional.register(promptRoutes);
      await regional.register(sessionRoutes);
      await regional.register(knowledgeRoutes);
      await regional.register(knowledgeCrawlRoutes);
      await regional.register(websiteAnalysisRoutes);
      await regional.register(widgetRoutes);
      await regional.register(widgetAnalyticsRoutes);
      await regional.register(analyticsRoutes);
      await regional.register(usageRoutes);
      await regional.register(channelRoutes);
      await regional.register(twilioNumberRoutes);
      await regional.register(voiceCallRoutes);
      await regional.register(whatsappRoutes);
      await regional.register(metaPagesRoutes);
      await regional.register(discordChannelRoutes);
      await regional.register(webCallRoutes);
      await regional.register(eventRoutes);
      await regional.register(supportRoutes);
      await regional.register(emailDomainRoutes);
      await regional.register(clientLoginLinkRoutes);
      await regional.register(domainRoutes);
      await regional.register(agencyRoutes);
      await regional.register(agencyBillingRoutes);
      await regional.register(customTabRoutes);
      await regional.register(orgRoutes);
      await regional.register(orgBillingRoutes);
      await regional.register(clientRoutes);
      await regional.register(auditLogRoutes);
    },
    { prefix: '/api/:region' },
  );
  await sealLegacyAgentSecrets(regions, app.secretBox);
  await startConversationJobs({
    regions,
    jobs,
    conversationChanges: app.conversationChanges,
    mailer: app.mailer,
    config,
    log: app.log,
  });
  await startNotificationJobs({ regions, jobs, secretBox: app.secretBox, mailer: app.mailer, config, log: app.log });
  await startEventJobs({
    regions,
    jobs,
    egress: app.egress,
    secretBox: app.secretBox,
    mailer: app.mailer,
    config,
    log: app.log,
  });
  const stopLostKnowledgeSweeps = await startKnowledgeJobs({
    regions,
    jobs,
    egress: app.egress,
    embedder: app.embedder,
    log: app.log,
    crawlsAtOnce: config.workspaceLimits.crawlsAtOnce,
  });
  app.addHook('onClose', async () => stopLostKnowledgeSweeps());
  await startDomainJobs(domainDeps(app));
  const stopBillingSweeps = await startBillingJobs({
    regions,
    jobs,
    inbox: app.inbox,
    payments: app.payments,
    log: app.log,
  });
  await startClientBillingJobs({ regions, jobs, payments: app.payments });
  app.addHook('onClose', async () => stopBillingSweeps());
  const stopReservationSweeps = await startReservationSweeps(regions, app.log);
  app.addHook('onClose', async () => stopReservationSweeps());
  const stopChannelChecks = await startChannelJobs(app);
  app.addHook('onClose', async () => stopChannelChecks());
  const stopCampaignSweeps = await startCampaignJobs(app);
  app.addHook('onClose', async () => stopCampaignSweeps());
  const stopEmailDomainChecks = startEmailDomainChecks({
    regions,
    dnsServers: config.dnsServers,
    spfInclude: config.mail.spfInclude,
    log: app.log,
  });
  app.addHook('onClose', async () => stopEmailDomainChecks());
  const stopAuditLogRetention = startAuditLogRetention({ regions, log: app.log });
  app.addHook('onClose', async () => stopAuditLogRetention());
  startDiscordBot(app);
  if (!config.isProduction) await app.register(devRoutes, { prefix: '/dev' });

  if (existsSync(widgetDist)) serveChatFrame(app, widgetDist);
  serveDashboardPages(app, dashboardPage);
  return app;
}

/** The widget files at `/widget/` and the dashboard build's files at `/`; the dashboard's page, if built. */
async function serveBuildFiles(app: FastifyInstance): Promise<string | undefined> {
  if (existsSync(widgetDist)) {
    await app.register(fastifyStatic, { root: widgetDist, prefix: '/widget/', decorateReply: false });
  }
  return serveDashboardFiles(app, webDist);
}
