import { CAMPAIGN_KIND_LABELS, type Campaign } from '@agent-platform/core';
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api';
import { EmptyState } from '../../ui/empty-state';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { CampaignDetail } from './campaign-detail';
import { CampaignFormModal } from './campaign-form-modal';
import { CampaignStatusBadge } from './campaign-status-badge';
import { useCampaigns } from './use-campaigns';

/** The search parameter naming the campaign whose detail is open, so that a link can open it. */
const CAMPAIGN_PARAM = 'campaign';

/** The Campaigns sub-tab: the agent's campaigns, and one campaign's detail when one is chosen. */
export function CampaignsPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const openCampaign = (id: string | null) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (id) next.set(CAMPAIGN_PARAM, id);
      else next.delete(CAMPAIGN_PARAM);
      return next;
    });
  const campaignId = searchParams.get(CAMPAIGN_PARAM);
  return campaignId ? (
    <CampaignDetail campaignId={campaignId} onBack={() => openCampaign(null)} />
  ) : (
    <CampaignList onOpen={openCampaign} />
  );
}

function CampaignList({ onOpen }: { onOpen: (id: string) => void }) {
  const { region, agentId, workspaceUid } = useAgentShell();
  const campaigns = useCampaigns(region, workspaceUid, agentId);
  const [creating, { open, close }] = useDisclosure(false);
  const newButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={open}>
      New campaign
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          Campaigns
        </Title>
        {campaigns.isSuccess && campaigns.data.campaigns.length > 0 && newButton}
      </Group>
      {campaigns.isPending && <Loader aria-label="Loading campaigns" />}
      {campaigns.isError && <Alert color="red">{errorMessage(campaigns.error)}</Alert>}
      {campaigns.isSuccess && campaigns.data.campaigns.length === 0 && (
        <EmptyState icon={<IconSpeakerphone size={24} />} title="No campaigns yet" action={newButton}>
          Have the agent call a list of contacts, or send them an approved WhatsApp template. Their answers land in
          Chats and Leads.
        </EmptyState>
      )}
      {campaigns.isSuccess && campaigns.data.campaigns.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover aria-label="Campaigns">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Channel</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Contacts</Table.Th>
                <Table.Th>Reached</Table.Th>
                <Table.Th>Responded</Table.Th>
                <Table.Th>Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {campaigns.data.campaigns.map((campaign) => (
                <CampaignRow key={campaign.id} campaign={campaign} onOpen={() => onOpen(campaign.id)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CampaignFormModal
        opened={creating}
        onClose={close}
        region={region}
        workspaceUid={workspaceUid}
        agentId={agentId}
        onSaved={(campaign) => {
          close();
          onOpen(campaign.id);
        }}
      />
    </Stack>
  );
}

function CampaignRow({ campaign, onOpen }: { campaign: Campaign; onOpen: () => void }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component="button" type="button" size="sm" onClick={onOpen}>
          {campaign.name}
        </Anchor>
      </Table.Td>
      <Table.Td>{CAMPAIGN_KIND_LABELS[campaign.kind]}</Table.Td>
      <Table.Td>
        <CampaignStatusBadge status={campaign.status} />
      </Table.Td>
      <Table.Td>{campaign.contacts}</Table.Td>
      <Table.Td>{campaign.reached}</Table.Td>
      <Table.Td>{campaign.responded}</Table.Td>
      <Table.Td>
        <Text size="sm">{new Date(campaign.createdAt).toLocaleString()}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
