import { isKbDocProcessing, type KbDocStatus } from '@agent-platform/core';
import { Badge, Group, Loader, Text } from '@mantine/core';

const STATUS_COLORS: Record<KbDocStatus, string> = {
  INITIALIZED: 'gray',
  PENDING: 'blue',
  SUCCESS: 'green',
  ERROR: 'red',
};

/** A document's or a crawl's status, with a spinner while it is processed and the reason of an ERROR below. */
export function KbStatusBadge({
  status,
  error,
  running = isKbDocProcessing(status),
}: {
  status: KbDocStatus;
  error: string | null;
  /** Spins also while a finished crawl's pages are still being read. */
  running?: boolean;
}) {
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <Badge color={STATUS_COLORS[status]} variant="light">
          {status}
        </Badge>
        {running && <Loader size={14} aria-label="Processing" />}
      </Group>
      {status === 'ERROR' && error && (
        <Text size="xs" c="red" mt={4}>
          {error}
        </Text>
      )}
    </>
  );
}
