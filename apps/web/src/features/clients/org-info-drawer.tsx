import type { OrgWithClients, Region } from '@agent-platform/core';
import { Divider, Drawer, Stack, Title } from '@mantine/core';
import { OrgBillingMargin } from '../org-billing/org-billing-margin';
import { OrgInfoForm } from './org-info-form';

/** Org Info (spec 002 §2.14): an organisation's settings, saved with Save & Close. */
export function OrgInfoDrawer({
  region,
  workspaceUid,
  org,
  onClose,
}: {
  region: Region;
  workspaceUid: string;
  /** Null while closed. */
  org: OrgWithClients | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={org !== null}
      onClose={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        <Title order={2} size="h4" fw={600}>
          Org Info
        </Title>
      }
    >
      {org ? (
        <Stack>
          <OrgInfoForm key={org.id} region={region} workspaceUid={workspaceUid} org={org} onClose={onClose} />
          <Divider />
          <OrgBillingMargin region={region} workspaceUid={workspaceUid} orgId={org.id} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
