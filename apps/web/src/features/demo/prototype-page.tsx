import { Box, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from '../../ui/not-found-page';

/** An address the demo may show behind the widget: http or https only, never javascript: or data:. */
function websiteOf(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The demo view (spec 001 §2, `/app/{region}/prototype?vg_id={agentId}[&website_url=...]`): the
 * agent's real widget, loaded by the same loader customers paste, over the given website or over
 * a neutral page, for sharing with anyone; it needs no sign-in. A website that refuses to be
 * framed shows the browser's own notice behind the widget.
 */
export function PrototypePage() {
  const { region } = useParams();
  const [params] = useSearchParams();
  const agentId = params.get('vg_id')?.trim();
  const website = websiteOf(params.get('website_url'));

  useEffect(() => {
    if (!agentId) return;
    const script = document.createElement('script');
    script.src = '/widget/loader.js';
    script.dataset.agentId = agentId;
    script.dataset.region = region === 'eu' ? 'eu' : 'na';
    document.body.append(script);
    return () => {
      // Leaving the demo in the dashboard takes the widget with it.
      script.remove();
      for (const widget of document.querySelectorAll('[data-agent-widget]')) widget.remove();
      delete (window as { agentWidget?: unknown }).agentWidget;
    };
  }, [agentId, region]);

  if (!agentId) return <NotFoundPage />;
  if (website) {
    return (
      <iframe
        title="Website"
        src={website}
        style={{ position: 'fixed', inset: 0, width: '100%', height: '100%', border: 0 }}
        // The website runs as itself, in its own origin, without reaching this page.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" p="xl">
      <Stack maw={640} mx="auto" mt="10vh" gap="sm">
        <Title order={1}>Agent demo</Title>
        <Text c="dimmed">
          This page shows the chat as visitors see it on a website. Open it with the button in the corner.
        </Text>
      </Stack>
    </Box>
  );
}
