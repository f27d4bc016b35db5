import { type Client, DASHBOARD_TAB_LABELS, isDashboardTabKey } from '@agent-platform/core';
import { Badge, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { RowAction } from '../../ui/row-action';
import { orderedTabs } from './tab-order';

/** One client user of an organisation: who, whether online, which pages, and its actions. */
export function ClientRow({ client, onEdit, onDelete }: { client: Client; onEdit: () => void; onDelete: () => void }) {
  const tabs = orderedTabs(client.canAccess.filter(isDashboardTabKey), client.clientTabOrder).map(
    (key) => DASHBOARD_TAB_LABELS[key],
  );
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {client.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{client.email}</Text>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={client.status === 'online' ? 'green' : 'gray'}>
          {client.status === 'online' ? 'Online' : 'Offline'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={tabs.length === 0 ? 'dimmed' : undefined}>
          {tabs.length === 0 ? 'No pages' : tabs.join(', ')}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <RowAction tip="Edit" label={`Edit ${client.name}`} icon={<IconPencil size={16} />} onClick={onEdit} />
          <RowAction
            tip="Delete"
            label={`Delete ${client.name}`}
            color="red"
            icon={<IconTrash size={16} />}
            onClick={onDelete}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
