import { Button, Indicator, Tooltip } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api';
import { CLIENT_ERROR_NOTICE_MS, clientNotice } from '../client-auth/client-notice';
import { useClientDashboard } from './client-dashboard-context';
import { useSetClientStatus } from './use-set-client-status';

const credits = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

/** The credits/online button (spec 001 §2): the organisation's credits; a press toggles online and offline. */
export function StatusButton() {
  const { session, preview } = useClientDashboard();
  const setStatus = useSetClientStatus();
  const online = session.client.status === 'online';
  const next = online ? 'offline' : 'online';

  const toggle = () => {
    if (preview) return;
    setStatus.mutate(next, {
      onError: (error) => clientNotice('red', errorMessage(error), CLIENT_ERROR_NOTICE_MS),
    });
  };

  return (
    <Tooltip label={online ? 'Online: press to go offline' : 'Offline: press to go online'} withArrow>
      <Button
        variant="default"
        size="xs"
        radius="xl"
        onClick={toggle}
        loading={setStatus.isPending}
        aria-label={`${credits.format(session.org.credits)} credits, ${online ? 'online' : 'offline'}`}
        leftSection={
          <Indicator color={online ? 'teal' : 'gray'} size={9} position="middle-start" offset={-2} processing={online}>
            <IconCoins size={16} />
          </Indicator>
        }
      >
        {credits.format(session.org.credits)}
      </Button>
    </Tooltip>
  );
}
