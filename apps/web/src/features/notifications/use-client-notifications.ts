import { ZNotificationList } from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, apiPath, noAnswer } from '../../lib/api';
import { useLiveInvalidation } from '../../lib/use-live-invalidation';

export const clientNotificationsQueryKey = ['client-notifications'] as const;

/** The newest 5 notifications per level about the signed-in client's agents, newest first. */
export function useClientNotifications() {
  return useQuery({
    queryKey: clientNotificationsQueryKey,
    queryFn: () => api.GET('/api/client/notifications').then(answer(ZNotificationList)),
  });
}

/** Marks notifications seen by the signed-in client. */
export function useMarkClientNotificationsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api.POST('/api/client/notifications/seen', { body: { ids } }).then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientNotificationsQueryKey }),
  });
}

/** Keeps the client's bell live: the server says its organisation got a notification, and the list is read again. */
export function useLiveClientNotifications() {
  useLiveInvalidation(apiPath('/api/client/notifications/events', {}), clientNotificationsQueryKey);
}
