import { Box, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageReport } from '@tabler/icons-react';
import { BillingButton } from '../client-billing/billing-button';
import { ClientNotificationCenter } from '../notifications/client-notification-center';
import { NotificationBell } from '../notifications/notification-bell';
import { ColorSchemeToggle } from '../shell/color-scheme-toggle';
import { ClientAgentPicker } from './client-agent-picker';
import { ClientBrand } from './client-brand';
import { useClientDashboard } from './client-dashboard-context';
import { ClientNewAgentButton } from './client-new-agent-button';
import { FeedbackDrawer } from './feedback-drawer';
import { OrgPicker } from './org-picker';
import { ProfileMenu } from './profile-menu';
import { StatusButton } from './status-button';

/** Spec 001 §2 and §9: the client top bar is 55 px high. */
export const CLIENT_TOP_BAR_HEIGHT = 55;

/**
 * The client's top bar (spec 001 §2 "Client top bar"): brand, workspace and agent pickers, New Agent
 * for a client allowed to create agents, Feedback, credits/online, dark/light, the notification bell
 * and the profile menu.
 */
export function ClientTopBar() {
  const { session, agents, preview } = useClientDashboard();
  const [feedbackOpened, feedback] = useDisclosure(false);

  return (
    <Box
      component="section"
      aria-label="Client top bar"
      h={CLIENT_TOP_BAR_HEIGHT}
      px="md"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 101,
        background: 'var(--mantine-color-body)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="md" wrap="nowrap" miw={0}>
          <ClientBrand />
          <OrgPicker />
          {agents.length > 0 && <ClientAgentPicker />}
          <ClientNewAgentButton />
        </Group>
        <Group gap="xs" wrap="nowrap">
          {session.feedbackEnabled && (
            <Button variant="default" size="xs" leftSection={<IconMessageReport size={16} />} onClick={feedback.open}>
              Feedback
            </Button>
          )}
          {/* Spec 001 §2: the billing button and panel show only if the organisation has allowBilling. */}
          {session.org.allowBilling && !preview && <BillingButton />}
          <StatusButton />
          <ColorSchemeToggle />
          {preview ? (
            // The agency's preview calls nothing: an empty bell shows where the client's will be.
            <NotificationBell notifications={[]} onOpen={() => {}} position="bottom-end" />
          ) : (
            <ClientNotificationCenter notifyIf={session.client.notificationsSettings.notifyIf} />
          )}
          <ProfileMenu />
        </Group>
      </Group>
      {session.feedbackEnabled && <FeedbackDrawer opened={feedbackOpened} onClose={feedback.close} />}
    </Box>
  );
}
