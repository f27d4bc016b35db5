import { PROVIDER_STATE_LABELS, type ProviderState, type SystemStatus } from '@agent-platform/core';
import { Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { SectionLoadError } from '../../ui/section-load-error';
import { useSystemStatus } from './use-system-status';

const STATE_COLORS: Record<ProviderState, string> = {
  configured: 'green',
  'not-configured': 'gray',
  'per-workspace': 'blue',
};
const DATABASE_KINDS: Record<string, string> = { pglite: 'Embedded (PGlite)', postgres: 'PostgreSQL' };

/** The system's status: the server's version, each region's database, and which services are set up. */
export function SystemStatusSection() {
  const status = useSystemStatus();
  return (
    <Stack gap="md">
      <Group gap="sm" justify="space-between">
        <Title order={2} size="h3">
          System status
        </Title>
        {status.data && (
          <Badge variant="light" color="gray" size="lg">
            Version {status.data.version}
          </Badge>
        )}
      </Group>
      {status.isError && !status.data ? (
        <SectionLoadError title="Error loading system status" error={status.error} onRetry={() => status.refetch()} />
      ) : status.isPending ? (
        <Skeleton height={240} radius="md" aria-busy />
      ) : (
        <>
          <RegionsTable regions={status.data.regions} />
          <ProvidersTable providers={status.data.providers} />
        </>
      )}
    </Stack>
  );
}

function RegionsTable({ regions }: { regions: SystemStatus['regions'] }) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="sm" aria-label="Regions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Region</Table.Th>
              <Table.Th>Database</Table.Th>
              <Table.Th>Kind</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {regions.map((region) => (
              <Table.Tr key={region.region}>
                <Table.Td fw={500}>{region.region}</Table.Td>
                <Table.Td>
                  <Badge variant="dot" color={region.database === 'up' ? 'green' : 'red'}>
                    {region.database === 'up' ? 'Answering' : 'Not answering'}
                  </Badge>
                </Table.Td>
                <Table.Td>{DATABASE_KINDS[region.kind] ?? region.kind}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function ProvidersTable({ providers }: { providers: SystemStatus['providers'] }) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" aria-label="Services">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Service</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>What it means</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {providers.map((provider) => (
              <Table.Tr key={provider.name}>
                <Table.Td fw={500}>{provider.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATE_COLORS[provider.state]}>
                    {PROVIDER_STATE_LABELS[provider.state]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {provider.note}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
