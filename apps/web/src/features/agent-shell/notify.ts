import { notifications } from '@mantine/notifications';

/**
 * Notices of the agent page. They appear at the bottom: at the top right, where the rest of the
 * dashboard shows them, they would cover Publish and Export.
 */
export function notify(color: 'green' | 'red', message: string): void {
  notifications.show({ color, message, position: 'bottom-center' });
}
