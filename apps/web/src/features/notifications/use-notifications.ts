import { type Region, ZNotificationList } from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, apiPath, noAnswer } from '../../lib/api';
import { useLiveInvalidation } from '../../lib/use-live-invalidation';

export const notificationsQueryKey = (region: Region, uid: string) => ['notifications', region, uid] as const;

/** The newest 5 notifications per level the signed-in member may see, newest first. */
export function useNotifications(region: Region, uid: string) {
  return useQuery({
    queryKey: notificationsQueryKey(region, uid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/notifications', { params: { path: { region, uid } } })
        .then(answer(ZNotificationList)),
  });
}

/** Marks notifications seen by the signed-in member. */
export function useMarkNotificationsSeen(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api
        .POST('/api/{region}/workspaces/{uid}/notifications/seen', { params: { path: { region, uid } }, body: { ids } })
        .then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey(region, uid) }),
  });
}

/** Keeps the bell live: the server says the workspace's notifications changed, and the list is read again. */
export function useLiveNotifications(region: Region, uid: string) {
  useLiveInvalidation(
    apiPath('/api/{region}/workspaces/{uid}/notifications/events', { path: { region, uid } }),
    notificationsQueryKey(region, uid),
  );
}
