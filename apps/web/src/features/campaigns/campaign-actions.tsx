import { CAMPAIGN_STATUS_LABELS, type Campaign } from '@agent-platform/core';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api';
import { ConfirmDeleteModal } from '../../ui/confirm-delete-modal';
import { useAgentShell } from '../agent-shell/agent-shell-context';
import { CampaignFormModal } from './campaign-form-modal';
import { CancelCampaignModal } from './cancel-campaign-modal';
import { type CampaignAction, useCampaignAction } from './use-campaign-action';
import { useDeleteCampaign } from './use-delete-campaign';

/** What can be done to the campaign in its status: a draft starts, runs pause, pauses resume, and either can be cancelled. */
export function CampaignActions({ campaign, onDeleted }: { campaign: Campaign; onDeleted: () => void }) {
  const { region, workspaceUid } = useAgentShell();
  const action = useCampaignAction(region, workspaceUid, campaign.id);
  const remove = useDeleteCampaign(region, workspaceUid);
  const [editing, edit] = useDisclosure(false);
  const [cancelling, cancel] = useDisclosure(false);
  const [deleting, del] = useDisclosure(false);
  const run = (what: CampaignAction, onDone?: () => void) =>
    action.mutate(what, {
      onSuccess: (changed) => {
        onDone?.();
        notifications.show({
          color: 'green',
          message: `The campaign is ${CAMPAIGN_STATUS_LABELS[changed.status].toLowerCase()}.`,
          autoClose: 3000,
        });
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error), autoClose: 5000 }),
    });
  const busy = action.isPending ? action.variables : undefined;

  return (
    <Group gap="sm">
      {campaign.status === 'draft' && (
        <>
          <Button leftSection={<IconPlayerPlay size={16} />} loading={busy === 'start'} onClick={() => run('start')}>
            Start
          </Button>
          <Button variant="default" onClick={edit.open}>
            Edit
          </Button>
          <Button variant="subtle" color="red" onClick={del.open}>
            Delete
          </Button>
        </>
      )}
      {(campaign.status === 'scheduled' || campaign.status === 'running') && (
        <Button
          variant="default"
          leftSection={<IconPlayerPause size={16} />}
          loading={busy === 'pause'}
          onClick={() => run('pause')}
        >
          Pause
        </Button>
      )}
      {campaign.status === 'paused' && (
        <Button leftSection={<IconPlayerPlay size={16} />} loading={busy === 'resume'} onClick={() => run('resume')}>
          Resume
        </Button>
      )}
      {(campaign.status === 'scheduled' || campaign.status === 'running' || campaign.status === 'paused') && (
        <Button variant="subtle" color="red" leftSection={<IconX size={16} />} onClick={cancel.open}>
          Cancel
        </Button>
      )}
      <CancelCampaignModal
        opened={cancelling}
        onClose={cancel.close}
        name={campaign.name}
        pending={busy === 'cancel'}
        onConfirm={() => run('cancel', cancel.close)}
      />
      <ConfirmDeleteModal
        opened={deleting}
        onClose={del.close}
        title="Delete campaign"
        name={campaign.name}
        consequence="and its contacts will be deleted. This cannot be undone."
        remove={async () => {
          await remove.mutateAsync(campaign.id);
          onDeleted();
        }}
        pending={remove.isPending}
        deletedNotice="Campaign deleted"
        failedNotice="The campaign could not be deleted"
      />
      <CampaignFormModal
        opened={editing}
        onClose={edit.close}
        region={region}
        workspaceUid={workspaceUid}
        agentId={campaign.agentId}
        campaign={campaign}
        onSaved={edit.close}
      />
    </Group>
  );
}
