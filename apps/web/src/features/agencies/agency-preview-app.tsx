import {
  type AgencyPreviewDraft,
  agencyFontStylesheetPath,
  CLIENT_NO_AGENTS_MESSAGE,
  type ClientDashboardPreview,
  type TenantBranding,
  visibleTabs,
  ZAgencyPreviewDraft,
} from '@agent-platform/core';
import {
  Box,
  Button,
  Center,
  Group,
  Loader,
  MantineProvider,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { MemoryRouter } from 'react-router';
import { TenantBrandingContext } from '../../app/tenant-branding';
import { brandedTheme, theme } from '../../app/theme';
import { clientViewer, tabRules } from '../agent-shell/agent-shell-viewer';
import { TAB_ICONS } from '../agent-shell/tab-icons';
import { ClientDashboardProvider, type ClientDashboardValue } from '../client-dashboard/client-dashboard-context';
import { ClientTopBar } from '../client-dashboard/client-top-bar';
import { NavEntry } from '../shell/nav-entry';
import { AgencyFooter } from './agency-footer';
import { BrandMark } from './brand-mark';
import { BrandingText } from './branding-text';

/**
 * The agency settings' live preview page (AGENCY_PREVIEW_PATH), its own app outside the shell: it
 * shows the client dashboard's pieces with the draft branding its framing settings page sends,
 * under that branding's theme and font. It never shows the owner's account.
 */
export function AgencyPreviewApp() {
  const [draft, setDraft] = useState<AgencyPreviewDraft | null>(null);
  const branding = draft?.branding ?? null;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const sent = ZAgencyPreviewDraft.safeParse(event.data);
      if (sent.success) setDraft(sent.data);
    };
    window.addEventListener('message', listen);
    window.parent.postMessage({ type: 'agency-preview-ready' }, window.location.origin);
    return () => window.removeEventListener('message', listen);
  }, []);
  useFontStylesheet(branding?.font ?? null);

  const tenant = useMemo<TenantBranding | null>(
    () => (branding ? { showPricing: false, agency: branding } : null),
    [branding],
  );
  const look = useMemo(() => (tenant ? brandedTheme(tenant) : theme), [tenant]);
  return (
    <MantineProvider theme={look} forceColorScheme={branding?.colours?.themeType ?? 'light'}>
      {tenant ? (
        <TenantBrandingContext.Provider value={tenant}>
          {/* The client dashboard's home, where its footer shows (spec 001 §2). */}
          <MemoryRouter initialEntries={['/']}>
            <PreviewedClientDashboard testClient={draft?.testClient ?? null} />
          </MemoryRouter>
        </TenantBrandingContext.Provider>
      ) : (
        <Center h="100vh">
          <Loader aria-label="Loading the preview" />
        </Center>
      )}
    </MantineProvider>
  );
}

function PreviewedClientDashboard({ testClient }: { testClient: ClientDashboardPreview | null }) {
  const previewDashboard = useMemo(
    () => (testClient ? { session: testClient.session, agents: testClient.agents, preview: true } : null),
    [testClient],
  );
  // The top bar's pieces are made for the dashboard's query client; the preview calls nothing with it.
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ClientDashboardBody previewDashboard={previewDashboard} />
    </QueryClientProvider>
  );
}

function ClientDashboardBody({ previewDashboard }: { previewDashboard: ClientDashboardValue | null }) {
  return (
    <Box bg="var(--mantine-color-body)" mih="100vh" p="md">
      <Stack gap="lg">
        {previewDashboard ? <TestClientDashboard previewDashboard={previewDashboard} /> : <NoTestClient />}
        <AgencyFooter />
        <Paper withBorder radius="md" p="lg" aria-label="Sign-in page">
          <Stack gap="md" maw={360} mx="auto">
            <BrandMark />
            <BrandingText />
            <Title order={2} size="h4">
              Log in
            </Title>
            <TextInput label="Email" placeholder="you@example.com" readOnly />
            <PasswordInput label="Password" readOnly />
            <Button fullWidth>Log in</Button>
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}

/** The draft font's stylesheet, from our own server (agencyFontStylesheetPath); none for 'inherit'. */
function useFontStylesheet(font: string | null) {
  useEffect(() => {
    const href = font ? agencyFontStylesheetPath(font) : null;
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
    return () => link.remove();
  }, [font]);
}

/**
 * The client dashboard as the test client sees it: its top bar with its agents, and the tabs it
 * may open, in its order, as its agent pages list them.
 */
function TestClientDashboard({ previewDashboard }: { previewDashboard: ClientDashboardValue }) {
  const { session, agents } = previewDashboard;
  const tabs = useMemo(() => visibleTabs(tabRules(clientViewer(session), false)), [session]);
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-label="Client dashboard">
      {/* The real client top bar, fed the test client; its actions call nothing here. */}
      <ClientDashboardProvider value={previewDashboard}>
        <ClientTopBar />
      </ClientDashboardProvider>
      <Group align="stretch" gap={0} wrap="nowrap">
        <Stack
          component="nav"
          aria-label="Agent tabs"
          gap={2}
          p={10}
          w={200}
          style={{ borderRight: '1px solid var(--mantine-color-default-border)' }}
        >
          {tabs.map((tab, index) => (
            <NavEntry
              key={tab.path}
              label={tab.label}
              icon={TAB_ICONS[tab.path]}
              compact={false}
              active={index === 0}
            />
          ))}
        </Stack>
        <Stack gap="sm" p="lg" style={{ flex: 1 }}>
          <Title order={2} size="h4">
            Welcome back, {session.client.name}
          </Title>
          {agents.length > 0 ? (
            <Text size="sm" c="dimmed">
              Your agents, conversations and leads, in one place.
            </Text>
          ) : (
            // What the client is told when none of its agents is found (spec 001 §4 "Agents loading").
            <Text size="sm" c="red">
              {CLIENT_NO_AGENTS_MESSAGE}
            </Text>
          )}
          <Group>
            <Button>New agent</Button>
            <Button variant="light">Conversations</Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Spec 001 §2: the preview is always of a test client, never of the owner. */
function NoTestClient() {
  return (
    <Paper withBorder radius="md" p="lg" aria-label="Client dashboard">
      <Text size="sm">Add a client on the Clients page to preview the dashboard as that client.</Text>
    </Paper>
  );
}
