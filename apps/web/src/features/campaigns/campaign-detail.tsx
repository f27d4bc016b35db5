import { CAMPAIGN_KIND_LABELS, type Campaign } from '@agent-platform/core';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { AudienceSection } from './audience-section';
import { CampaignActions } from './campaign-actions';
import { CampaignContactsTable } from './campaign-contacts-table';
import { campaignExportPath } from './campaign-export-path';
import { CampaignResults } from './campaign-results';
import { CampaignStatusBadge } from './campaign-status-badge';
import { scheduleText } from './schedule-text';
import { useCampaign } from './use-campaign';

/** One campaign: what it sends and when, its audience while a draft, and how its contacts answered. */
export function CampaignDetail({ campaignId, onBack }: { campaignId: string; onBack: () => void }) {
  const { region, workspaceUid } = useAgentShell();
  const campaign = useCampaign(region, workspaceUid, campaignId);
  const back = (
    <Anchor component="button" type="button" size="sm" onClick={onBack}>
      <Group gap={4}>
        <IconArrowLeft size={14} />
        All campaigns
      </Group>
    </Anchor>
  );

  if (campaign.isPending) return <Loader aria-label="Loading campaign" />;
  if (campaign.isError)
    return (
      <Stack gap="md" align="start">
        {back}
        <Alert color="red">{errorMessage(campaign.error)}</Alert>
      </Stack>
    );

  const current = campaign.data;
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {current.name}
            </Title>
            <CampaignStatusBadge status={current.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {CAMPAIGN_KIND_LABELS[current.kind]}
            {current.kind === 'whatsapp' && current.template ? ` · template ${current.template.name}` : ''}
            {current.kind === 'voice' ? ` · ${callingText(current)}` : ''} · {scheduleText(current.schedule)}
          </Text>
          {current.kind === 'voice' && (
            <Text size="sm">
              <Text span size="sm" c="dimmed">
                Opening line:{' '}
              </Text>
              {current.openingLine ? `“${current.openingLine}”` : 'the agent’s own greeting'}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <CampaignActions campaign={current} onDeleted={onBack} />
          <Button
            component="a"
            href={campaignExportPath(region, workspaceUid, current.id)}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            Export CSV
          </Button>
        </Group>
      </Group>
      {current.stoppedReason && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="The campaign stopped">
          {current.stoppedReason}
        </Alert>
      )}
      {current.status === 'draft' && <AudienceSection campaignId={current.id} />}
      <CampaignResults campaign={current} />
      <CampaignContactsTable campaignId={current.id} kind={current.kind} status={current.status} />
    </Stack>
  );
}

/** A phone campaign's calling settings, e.g. "3 calls at once · 2 retries after no answer or busy, 60 minutes apart". */
function callingText({ maxSimultaneous, retries }: Pick<Campaign, 'maxSimultaneous' | 'retries'>) {
  const calls = `${maxSimultaneous} ${maxSimultaneous === 1 ? 'call' : 'calls'} at once`;
  if (retries.count === 0) return `${calls} · no retries`;
  const times = `${retries.count} ${retries.count === 1 ? 'retry' : 'retries'}`;
  const minutes = `${retries.spacingMinutes} ${retries.spacingMinutes === 1 ? 'minute' : 'minutes'}`;
  return `${calls} · ${times} after no answer or busy, ${minutes} apart`;
}
