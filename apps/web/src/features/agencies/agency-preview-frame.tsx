import {
  AGENCY_PREVIEW_PATH,
  type AgencyBranding,
  type AgencyPreviewDraft,
  ZAgencyPreviewReady,
} from '@agent-platform/core';
import { Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** Tall enough for the client home and its sign-in page without a scroll bar on most screens. */
const PREVIEW_HEIGHT = 720;

/**
 * The live preview pane (spec 001 §2): the client dashboard in a frame of our own origin, sent the
 * draft branding each time it changes. The frame says when it listens; a reload of it asks again.
 */
export function AgencyPreviewFrame({ branding }: { branding: AgencyBranding | null }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (ZAgencyPreviewReady.safeParse(event.data).success) setAsked((count) => count + 1);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  useEffect(() => {
    if (asked === 0 || !branding) return;
    const draft: AgencyPreviewDraft = { type: 'agency-preview-draft', branding };
    frame.current?.contentWindow?.postMessage(draft, window.location.origin);
  }, [asked, branding]);

  return (
    <Stack gap={6} component="section" aria-label="Live preview">
      <Text fw={600} size="sm">
        Live preview
      </Text>
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
