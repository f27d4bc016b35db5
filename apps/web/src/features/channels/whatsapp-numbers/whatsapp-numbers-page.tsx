import { WA_NUMBER_REMOVED, WA_REMOVE_FAILED, type WaNumber } from '@agent-platform/core';
import { Anchor, Badge, Paper, Table } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/empty-state';
import { IntegrationPage } from '../../../ui/integration-page';
import { RemoveButton } from '../../../ui/remove-button';
import { agentTabPath } from '../../agent-shell/agent-shell-paths';
import { useCurrentWorkspace } from '../../workspaces/current-workspace';
import { useRemoveWorkspaceWhatsappNumber, useWorkspaceWhatsappNumbers } from '../whatsapp-hooks';

/** `/whatsapp-numbers` (Integrations): every WhatsApp number connected to one of the workspace's agents, with Remove. */
export function WhatsappNumbersPage() {
  const { workspace } = useCurrentWorkspace();
  const numbers = useWorkspaceWhatsappNumbers(workspace.region, workspace.uid);
  return (
    <IntegrationPage
      title="WhatsApp Numbers"
      description="The WhatsApp numbers your agents answer on. Connect a number from an agent's Channels tab."
      query={numbers}
      errorTitle="Error loading numbers"
    >
      {(data) =>
        data.numbers.length === 0 ? (
          <EmptyState icon={<IconBrandWhatsapp size={24} />} title="No numbers connected">
            Open an agent's Channels tab and connect WhatsApp: its numbers show here.
          </EmptyState>
        ) : (
          <NumbersTable numbers={data.numbers} />
        )
      }
    </IntegrationPage>
  );
}

function NumbersTable({ numbers }: { numbers: (WaNumber & { agentName: string })[] }) {
  const { workspace } = useCurrentWorkspace();
  const remove = useRemoveWorkspaceWhatsappNumber(workspace.region, workspace.uid);
  return (
    <Paper withBorder radius="md">
      <Table verticalSpacing="sm" aria-label="WhatsApp numbers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Number ID</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Agent</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {numbers.map((number) => (
            <Table.Tr key={number.phoneId}>
              <Table.Td>{number.phoneNumber}</Table.Td>
              <Table.Td>{number.phoneId}</Table.Td>
              <Table.Td>
                <Badge color={number.status === 'CONNECTED' ? 'green' : 'yellow'}>{number.status}</Badge>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={agentTabPath(workspace.region, number.agentId, 'channels')}>
                  {number.agentName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <RemoveButton
                  mutation={remove}
                  variables={number.phoneId}
                  loading={remove.isPending && remove.variables === number.phoneId}
                  removedMessage={WA_NUMBER_REMOVED}
                  failedMessage={WA_REMOVE_FAILED}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
