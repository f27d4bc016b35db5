import {
  CLIENT_AGENTS_LOAD_FAILED_MESSAGE,
  CLIENT_NAVIGATE_DELAY_MS,
  CLIENT_NO_AGENTS_MESSAGE,
  type ClientSession,
  clientLanding,
} from '@agent-platform/core';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { FullPageLoader } from '../../ui/full-page-loader';
import { LoadError } from '../../ui/load-error';
import { useClientAgents } from '../client-dashboard/use-client-agents';
import { ClientAccessDisabledScreen } from './client-access-disabled-screen';
import { CLIENT_ERROR_NOTICE_MS, clientNotice } from './client-notice';
import { NoAccessScreen } from './no-access-screen';
import { SettingUpScreen } from './setting-up-screen';

/** A signed-in client at `/`: once its agents load, to its first agent, onboarding or 'No Access' (spec 002 §2.11, §4.6). */
export function ClientLandingRedirect({ session }: { session: ClientSession }) {
  const disabled = session.org.settings.disableClientAccess;
  const agents = useClientAgents({ enabled: !disabled });
  const navigate = useNavigate();
  const landing = useMemo(
    () =>
      agents.data
        ? clientLanding(
            session.client,
            agents.data.agents.map((agent) => agent.id),
            session.region,
          )
        : null,
    [agents.data, session.client, session.region],
  );

  useEffect(() => {
    if (landing?.kind === 'noAccess') clientNotice('red', CLIENT_NO_AGENTS_MESSAGE);
    if (landing?.kind !== 'path') return;
    const timer = setTimeout(() => navigate(landing.path, { replace: true }), CLIENT_NAVIGATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [landing, navigate]);

  useEffect(() => {
    if (agents.isError) clientNotice('red', CLIENT_AGENTS_LOAD_FAILED_MESSAGE, CLIENT_ERROR_NOTICE_MS);
  }, [agents.isError]);

  if (disabled) return <ClientAccessDisabledScreen message={session.org.settings.disableClientAccessMessage} />;
  if (agents.isError)
    return (
      <LoadError title={CLIENT_AGENTS_LOAD_FAILED_MESSAGE} error={agents.error} onRetry={() => agents.refetch()} />
    );
  if (landing?.kind === 'noAccess') return <NoAccessScreen supportEmail={session.supportEmail} />;
  return session.client.isNewSignup ? <SettingUpScreen /> : <FullPageLoader label="Opening your dashboard" />;
}
