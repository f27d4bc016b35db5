import {
  AGENCY_PREVIEW_PATH,
  type AgencyBranding,
  type AgencyPreviewDraft,
  type Region,
  ZAgencyPreviewReady,
} from '@agent-platform/core';
import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useClientDashboardPreview } from '../client-dashboard/use-client-dashboard-preview';
import { useAgencyOrgs } from '../clients/use-agency-orgs';

/** Tall enough for the client home and its sign-in page without a scroll bar on most screens. */
const PREVIEW_HEIGHT = 720;

/**
 * The live preview pane (spec 001 §2): the client dashboard in a frame of our own origin, sent the
 * draft branding each time it changes, as a test client added on the Clients page (the first one
 * unless another is picked) with that client's own session and agents, as the server gives them
 * to the client. The frame says when it listens; a reload of it asks again.
 */
export function AgencyPreviewFrame({
  branding,
  region,
  workspaceUid,
}: {
  branding: AgencyBranding | null;
  region: Region;
  workspaceUid: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [asked, setAsked] = useState(0);
  const orgs = useAgencyOrgs(region, workspaceUid);
  const choices = useMemo(
    () => (orgs.data ?? []).flatMap((org) => org.clients.map((client) => ({ client, org }))),
    [orgs.data],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = choices.find(({ client }) => client.id === picked) ?? choices[0];
  const dashboard = useClientDashboardPreview(region, workspaceUid, chosen?.client.id ?? null);
  // Null only once the agency is known to have no client; until then the frame waits.
  const testClient = chosen ? dashboard.data : orgs.isPending ? undefined : null;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (ZAgencyPreviewReady.safeParse(event.data).success) setAsked((count) => count + 1);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    // The frame waits for the test client too, so it never shows a dashboard before knowing whose.
    if (asked === 0 || !branding || testClient === undefined) return;
    const draft: AgencyPreviewDraft = { type: 'agency-preview-draft', branding, testClient };
    frame.current?.contentWindow?.postMessage(draft, window.location.origin);
  }, [asked, branding, testClient]);

  return (
    <Stack gap={6} component="section" aria-label="Live preview">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          Live preview
        </Text>
        {choices.length > 1 && (
          <Select
            size="xs"
            aria-label="Preview as"
            data={choices.map(({ client, org }) => ({ value: client.id, label: `${client.name} · ${org.name}` }))}
            value={chosen?.client.id ?? null}
            onChange={setPicked}
            allowDeselect={false}
          />
        )}
      </Group>
      {dashboard.isError && (
        <Alert color="red" variant="light" title="The test client's dashboard could not be loaded.">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(dashboard.error)}</Text>
            <Button size="xs" variant="light" onClick={() => dashboard.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <iframe
          ref={frame}
          src={AGENCY_PREVIEW_PATH}
          title="Live preview"
          style={{ display: 'block', width: '100%', height: PREVIEW_HEIGHT, border: 0 }}
        />
      </Paper>
    </Stack>
  );
}
