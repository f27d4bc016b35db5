import {
  CREDIT_TRANSFER_DONE_MESSAGE,
  type CreditTransferDirection,
  type OrgWithClients,
  type Region,
  ZOrgCreditTransferBody,
} from '@agent-platform/core';
import { Button, Group, Modal, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { useCheckedForm } from '../../lib/forms';
import { creditTransferFailure } from './credit-transfer-failure';
import { useTransferOrgCredits } from './use-transfer-org-credits';

type TransferValues = {
  direction: CreditTransferDirection;
  /** '' while the box is empty. */
  amount: number | string;
};

// An empty box is no number: the contract's own message says so.
const ZTransferValues = ZOrgCreditTransferBody.extend({
  amount: z.preprocess((amount) => (amount === '' ? undefined : amount), ZOrgCreditTransferBody.shape.amount),
});

const credits = (amount: number) => `${amount.toLocaleString('en-US')} credits`;

/** Moves credits between the workspace and one organisation (spec 002 §5.10), showing both balances. */
export function CreditTransferModal({
  region,
  workspaceUid,
  workspaceCredits,
  org,
  onClose,
}: {
  region: Region;
  workspaceUid: string;
  workspaceCredits: number;
  /** Null while closed. */
  org: OrgWithClients | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={org !== null} onClose={onClose} title="Transfer credits" centered>
      {org ? (
        <TransferForm
          key={org.id}
          region={region}
          workspaceUid={workspaceUid}
          workspaceCredits={workspaceCredits}
          org={org}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function TransferForm({
  region,
  workspaceUid,
  workspaceCredits,
  org,
  onClose,
}: {
  region: Region;
  workspaceUid: string;
  workspaceCredits: number;
  org: OrgWithClients;
  onClose: () => void;
}) {
  const transfer = useTransferOrgCredits(region, workspaceUid);
  const form = useCheckedForm<TransferValues>({
    mode: 'controlled',
    initialValues: { direction: 'toOrg', amount: '' },
    validate: zod4Resolver(ZTransferValues, { errorPriority: 'first' }),
  });
  const submit = form.onSubmit((values) => {
    transfer.mutate(
      { orgId: org.id, body: { direction: values.direction, amount: Number(values.amount) } },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: CREDIT_TRANSFER_DONE_MESSAGE, autoClose: 3000 });
          onClose();
        },
        onError: (error) =>
          notifications.show({ color: 'red', message: creditTransferFailure(error), autoClose: 5000 }),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Transfer credits">
      <Stack gap="md">
        <SimpleGrid cols={2}>
          <Balance label="Workspace balance" amount={workspaceCredits} />
          <Balance label={`${org.name} balance`} amount={org.credits} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="transfer-direction-label">
            Direction
          </Text>
          <SegmentedControl
            aria-labelledby="transfer-direction-label"
            data={[
              { value: 'toOrg', label: 'Workspace → Organization' },
              { value: 'toWorkspace', label: 'Organization → Workspace' },
            ]}
            {...form.getInputProps('direction')}
          />
        </Stack>
        <NumberInput label="Amount" min={0} decimalScale={3} thousandSeparator="," {...form.getInputProps('amount')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={transfer.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={transfer.isPending}>
            Transfer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Balance({ label, amount }: { label: string; amount: number }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={600}>
        {credits(amount)}
      </Text>
    </Stack>
  );
}
