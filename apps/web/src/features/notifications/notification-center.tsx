import { useNotificationSettings } from '../conversations/use-chat-settings';
import { useCurrentWorkspace } from '../workspaces/current-workspace';
import { LiveNotificationBell } from './live-notification-bell';
import { useLiveNotifications, useMarkNotificationsSeen, useNotifications } from './use-notifications';

/** The signed-in member's bell in the side navigation: the workspace's notifications, sounding by the member's notifyIf. */
export function NotificationCenter() {
  const { workspace } = useCurrentWorkspace();
  const { region, uid } = workspace;
  useLiveNotifications(region, uid);
  const list = useNotifications(region, uid);
  const settings = useNotificationSettings(region, uid);
  const markSeen = useMarkNotificationsSeen(region, uid);
  return (
    <LiveNotificationBell
      notifications={list.data?.notifications}
      notifyIf={settings.data?.notifyIf}
      markSeen={markSeen.mutate}
    />
  );
}
