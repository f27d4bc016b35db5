import type { Region } from '@agent-platform/core';
import { Loader, Modal, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { SectionLoadError } from '../../ui/section-load-error';
import { useWhatsappChannel } from './whatsapp-hooks';
import { WhatsappLegacyMethod } from './whatsapp-legacy-method';
import { WhatsappNewMethod } from './whatsapp-new-method';

/** The WhatsApp modal (spec 000 §2): the New Method by default, the Legacy Method (Deprecated) behind a toggle. */
export function WhatsappModal({
  region,
  agentId,
  opened,
  onClose,
}: {
  region: Region;
  agentId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const [legacy, setLegacy] = useState(false);
  const channel = useWhatsappChannel(region, agentId, opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Adding WhatsApp as a channel" size="xl">
      <Stack gap="md">
        <Switch
          label="Legacy Method (Deprecated)"
          checked={legacy}
          onChange={(event) => setLegacy(event.currentTarget.checked)}
        />
        {!legacy && (
          <Text fw={600} size="sm">
            New Method
          </Text>
        )}
        {channel.isError ? (
          <SectionLoadError title="Could not load WhatsApp" error={channel.error} onRetry={() => channel.refetch()} />
        ) : !channel.data ? (
          <Loader aria-label="Loading WhatsApp" />
        ) : legacy ? (
          <WhatsappLegacyMethod region={region} agentId={agentId} channel={channel.data} />
        ) : (
          <WhatsappNewMethod region={region} agentId={agentId} channel={channel.data} />
        )}
      </Stack>
    </Modal>
  );
}
