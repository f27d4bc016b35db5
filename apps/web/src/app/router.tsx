import { LEGAL_PAGES, type LegalPageName, WA_SIGN_IN_CALLBACK_PATH } from '@agent-platform/core';
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { AgencyPage } from '../features/agencies/agency-page';
import { PaymentsOnboardingPage } from '../features/agency-billing/payments-onboarding-page';
import { AgentShellRoute } from '../features/agent-shell/agent-shell-route';
import { AgentsRoute } from '../features/agents/agents-route';
import { AuditLogPage } from '../features/audit-log/audit-log-page';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page';
import { LoginCodePage } from '../features/auth/login-code-page';
import { LoginPage } from '../features/auth/login-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { SignupPage } from '../features/auth/signup-page';
import { BillingPage } from '../features/billing/billing-page';
import { TestModeCheckoutPage } from '../features/billing/test-mode-checkout-page';
import { MetaPagesPage } from '../features/channels/meta-pages/meta-pages-page';
import { META_SIGN_IN_CALLBACK_PATH } from '../features/channels/meta-pages/meta-sign-in';
import { MetaSignInCallback } from '../features/channels/meta-pages/meta-sign-in-callback';
import { WhatsappNumbersPage } from '../features/channels/whatsapp-numbers/whatsapp-numbers-page';
import { WhatsappSignInCallback } from '../features/channels/whatsapp-numbers/whatsapp-sign-in-callback';
import { ClientSignupRoute } from '../features/client-auth/client-signup-route';
import { ClientOnboardingPage } from '../features/client-onboarding/client-onboarding-page';
import { ClientsPage } from '../features/clients/clients-page';
import { CredentialsPage } from '../features/credentials/credentials-page';
import { CustomTabPreviewPage } from '../features/custom-tabs/custom-tab-preview-page';
import { PrototypePage } from '../features/demo/prototype-page';
import { EventsPage } from '../features/events/events-page';
import { CrawlerPage } from '../features/knowledge/crawler-page';
import { LegalPage } from '../features/legal/legal-page';
import { PromptsPage } from '../features/prompts/prompts-page';
import { SessionsPage } from '../features/sessions/sessions-page';
import { SupportPage } from '../features/support/support-page';
import { FunctionsPage } from '../features/tools/functions-page';
import { TwilioNumbersPage } from '../features/twilio-numbers/twilio-numbers-page';
import { JoinPage } from '../features/workspaces/join-page';
import { OnboardingPage } from '../features/workspaces/onboarding-page';
import { ComingSoonPage } from '../ui/coming-soon-page';
import { NotFoundPage } from '../ui/not-found-page';
import { RouteError } from '../ui/route-error';
import { UnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { DashboardShell } from './shells/dashboard-shell';
import { RegionRoute } from './shells/region-route';
import { RootRedirect } from './shells/root-redirect';

// The charts library loads only with the page that draws them.
const UsagePage = lazy(() => import('../features/usage/usage-page'));

function comingSoon(path: string, title: string): RouteObject {
  return { path, element: <ComingSoonPage title={title} /> };
}

const routes: RouteObject[] = [
  {
    element: (
      <UnsavedChangesGuard>
        <Outlet />
      </UnsavedChangesGuard>
    ),
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/login/code', element: <LoginCodePage /> },
      { path: '/signup', element: <ClientSignupRoute owner={<SignupPage />} /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/onboarding', element: <OnboardingPage /> },
      // An invitation's link (JOIN_PATH): public, since the invited person may have no account yet.
      { path: '/no-auth/workspaces/:uid/invite', element: <JoinPage /> },
      // Meta's login dialog returns here, in its popup: no shell, it only hands the answer over.
      { path: META_SIGN_IN_CALLBACK_PATH, element: <MetaSignInCallback /> },
      // WhatsApp's embedded signup returns here, in its popup, with the sign-in code.
      { path: WA_SIGN_IN_CALLBACK_PATH, element: <WhatsappSignInCallback /> },
      // Test mode's hosted checkout page (the payment service's own page with Stripe): its link is the payer's key.
      { path: '/test-mode/checkout', element: <TestModeCheckoutPage /> },
      // The demo view is for sharing: anyone with the link sees it, signed in or not.
      { path: '/app/:region/prototype', element: <PrototypePage /> },
      // A signed-in client's onboarding (spec 002 §2.11): the client's session, not the owner's shell.
      { path: '/app/:region/client/onboarding', element: <ClientOnboardingPage /> },
      {
        path: '/legal',
        children: [
          // Spec 001 §2 legal pages: public, outside the shell, the operator's texts.
          ...(Object.keys(LEGAL_PAGES) as LegalPageName[]).map((page) => ({
            path: page,
            element: <LegalPage page={page} />,
          })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <DashboardShell />,
        children: [
          {
            path: '/app/:region',
            element: <RegionRoute />,
            children: [
              { index: true, element: <Navigate to="agents" replace /> },
              { path: 'agents', element: <AgentsRoute /> },
              { path: 'agents/:agentId/:tab?', element: <AgentShellRoute /> },
              // Spec 002 §2.1: the agent's page as shared, without navigation or the test button.
              { path: 'agents/:agentId/:tab/share', element: <AgentShellRoute /> },
              // Spec 000 §2: the Channels tab's voice entry; voice is set up on the agent's Voice tab.
              {
                path: 'agents/:agentId/channels/voice',
                element: <Navigate to="../../voice" relative="path" replace />,
              },
              { path: 'integrations', element: <FunctionsPage /> },
              // Spec 001 §2 `/app/{region}/c{tabHref}`: a tab's URL starts with a slash, so `c/` then the rest.
              { path: 'c/*', element: <CustomTabPreviewPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          { path: '/meta-pages', element: <MetaPagesPage /> },
          { path: '/whatsapp-numbers', element: <WhatsappNumbersPage /> },
          { path: '/twilio-numbers', element: <TwilioNumbersPage /> },
          { path: '/automations', element: <CrawlerPage /> },
          { path: '/events', element: <EventsPage /> },
          { path: '/sessions', element: <SessionsPage /> },
          { path: '/prompts', element: <PromptsPage /> },
          { path: '/agency', element: <AgencyPage /> },
          { path: '/agency/payments-onboarding', element: <PaymentsOnboardingPage /> },
          { path: '/clients', element: <ClientsPage /> },
          {
            path: '/account/usage',
            element: (
              <Suspense fallback={<Loader aria-label="Loading usage" />}>
                <UsagePage />
              </Suspense>
            ),
          },
          { path: '/credentials', element: <CredentialsPage /> },
          { path: '/audit-log', element: <AuditLogPage /> },
          { path: '/support', element: <SupportPage /> },
          { path: '/account/billing', element: <BillingPage /> },
          comingSoon('/share', 'Share'),
          comingSoon('/prototype', 'Prototype'),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
