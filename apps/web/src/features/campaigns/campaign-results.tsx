import {
  type Campaign,
  type CampaignKind,
  CONTACT_STATE_LABELS,
  CONTACT_STATES,
  type ContactState,
} from '@agent-platform/core';
import { Card, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The charts are large: they load with the first campaign that has results.
const CampaignTimelineChart = lazy(() => import('./campaign-timeline-chart'));

/** The states a contact of each kind of campaign goes through; others show only when some contact is in them. */
const KIND_STATES: Record<CampaignKind, ContactState[]> = {
  whatsapp: ['queued', 'messaged', 'replied', 'failed', 'opted_out'],
  voice: ['queued', 'calling', 'answered', 'no_answer', 'busy', 'failed', 'opted_out'],
};

/** How many contacts are in each state, and contacts reached and answering over time. */
export function CampaignResults({ campaign }: { campaign: Campaign }) {
  const own = KIND_STATES[campaign.kind];
  const states = [...own, ...CONTACT_STATES.filter((state) => !own.includes(state) && campaign.totals[state] > 0)];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} role="list" aria-label="Totals">
        <StatCard label="Contacts" value={campaign.contacts} />
        {states.map((state) => (
          <StatCard key={state} label={CONTACT_STATE_LABELS[state]} value={campaign.totals[state]} />
        ))}
        <StatCard label="Credits spent" value={campaign.creditsSpent} />
      </SimpleGrid>
      {campaign.status !== 'draft' && (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
          <CampaignTimelineChart campaign={campaign} />
        </Suspense>
      )}
    </Stack>
  );
}

function StatCard({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder radius="md" padding="sm" role="listitem" aria-label={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value.toLocaleString()}
      </Text>
    </Card>
  );
}
