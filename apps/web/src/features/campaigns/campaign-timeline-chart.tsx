import '@mantine/charts/styles.css';
import type { Campaign } from '@agent-platform/core';
import { AreaChart } from '@mantine/charts';
import { Alert, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../lib/api';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { useCampaignTimeline } from './use-campaign-timeline';

/** Contacts reached and responding per hour, read again as often as the campaign is. */
export default function CampaignTimelineChart({ campaign }: { campaign: Campaign }) {
  const { region, workspaceUid } = useAgentShell();
  const timeline = useCampaignTimeline(region, workspaceUid, campaign.id, campaign.status);
  const points = (timeline.data?.points ?? []).map((point) => ({
    ...point,
    hour: new Date(point.at).toLocaleString(undefined, {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
  }));
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Over time
        </Title>
        {timeline.isPending && <Loader size="sm" aria-label="Loading the timeline" />}
        {timeline.isError && <Alert color="red">{errorMessage(timeline.error)}</Alert>}
        {timeline.isSuccess && points.length === 0 && (
          <Text size="sm" c="dimmed">
            Nobody has been reached yet.
          </Text>
        )}
        {points.length > 0 && (
          <AreaChart
            h={240}
            data={points}
            dataKey="hour"
            series={[
              { name: 'reached', label: 'Reached', color: 'blue.6' },
              { name: 'responded', label: 'Responded', color: 'teal.6' },
            ]}
            curveType="monotone"
            withLegend
            yAxisProps={{ allowDecimals: false }}
            withDots={points.length <= 48}
          />
        )}
      </Stack>
    </Card>
  );
}
