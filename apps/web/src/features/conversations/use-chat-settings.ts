import {
  type ConversationTagSettingsBody,
  type NotificationSettings,
  type Region,
  ZConversationTagSettings,
  ZNotificationSettings,
} from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, noAnswer } from '../../lib/api';

const notificationsKey = (region: Region, uid: string) => ['notification-settings', region, uid] as const;
const tagSettingsKey = (region: Region, uid: string) => ['conversation-tag-settings', region, uid] as const;

/** The signed-in member's own notification settings for the workspace. */
export function useNotificationSettings(region: Region, uid: string) {
  return useQuery({
    queryKey: notificationsKey(region, uid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/members/me/notifications', { params: { path: { region, uid } } })
        .then(answer(ZNotificationSettings)),
  });
}

export function useSaveNotificationSettings(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      api
        .PUT('/api/{region}/workspaces/{uid}/members/me/notifications', {
          params: { path: { region, uid } },
          body: settings,
        })
        .then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey(region, uid) }),
  });
}

/** The organisation's predefined tags, and whether only they may be used. */
export function useTagSettings(region: Region, uid: string) {
  return useQuery({
    queryKey: tagSettingsKey(region, uid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/conversation-tags', { params: { path: { region, uid } } })
        .then(answer(ZConversationTagSettings)),
  });
}

export function useSaveTagSettings(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The server trims the tags and keeps each once: the list is read back.
    mutationFn: (settings: ConversationTagSettingsBody) =>
      api
        .PUT('/api/{region}/workspaces/{uid}/conversation-tags', { params: { path: { region, uid } }, body: settings })
        .then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tagSettingsKey(region, uid) }),
  });
}
