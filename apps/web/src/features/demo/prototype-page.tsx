import { Box, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
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

/** What was typed into the website field, as an address: `example.com` means https://example.com. */
function websiteFromInput(value: string): string | undefined {
  const trimmed = value.trim();
  return websiteOf(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
}

const INVALID_WEBSITE = 'Please enter a valid website URL or domain';

/**
 * The demo view (spec 001 §2, `/app/{region}/prototype?vg_id={agentId}[&website_url=...]`): the
 * agent's real widget, loaded by the same loader customers paste, over the given website or over
 * a neutral page, for sharing with anyone; it needs no sign-in. A website that refuses to be
 * framed shows the browser's own notice behind the widget.
 */
export function PrototypePage() {
  const { region } = useParams();
  const [params, setParams] = useSearchParams();
  const agentId = params.get('vg_id')?.trim();
  const website = websiteOf(params.get('website_url'));
  // Spec 001 §2: the website preview URL field opens the preview on Enter when it is non-empty.
  const openWebsite = (address: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('website_url', address);
      return next;
    });

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
  const field = <WebsiteField key={website ?? ''} website={website} onOpen={openWebsite} />;
  if (website) {
    return (
      <>
        {field}
        <iframe
          title="Website"
          src={website}
          style={{ position: 'fixed', inset: 0, width: '100%', height: '100%', border: 0 }}
          // The website runs as itself, in its own origin, without reaching this page.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
      </>
    );
  }
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)" p="xl">
      {field}
      <Stack maw={640} mx="auto" mt="10vh" gap="sm">
        <Title order={1}>Agent demo</Title>
        <Text c="dimmed">
          This page shows the chat as visitors see it on a website. Open it with the button in the corner, or enter your
          website's address above to see the chat over it.
        </Text>
      </Stack>
    </Box>
  );
}

/** The address bar of the demo: Enter opens the typed website behind the widget. */
function WebsiteField({ website, onOpen }: { website: string | undefined; onOpen: (address: string) => void }) {
  const [value, setValue] = useState(website ?? '');
  const [error, setError] = useState<string | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || value.trim() === '') return;
    event.preventDefault();
    const address = websiteFromInput(value);
    if (!address) {
      setError(INVALID_WEBSITE);
      return;
    }
    setError(null);
    onOpen(address);
  };

  return (
    <Paper
      shadow="md"
      radius="md"
      p={8}
      pos="fixed"
      top={12}
      left={12}
      w="min(420px, calc(100% - 24px))"
      style={{ zIndex: 10 }}
    >
      <TextInput
        aria-label="Website URL"
        placeholder="Enter your website URL and press Enter"
        leftSection={<IconWorld size={16} />}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        error={error}
        inputMode="url"
        autoComplete="url"
      />
    </Paper>
  );
}
