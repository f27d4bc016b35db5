import { type EventSettings, type Region, ZEventSettings } from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function eventSettingsQueryKey(region: Region, workspaceUid: string) {
  return ['event-settings', region, workspaceUid] as const;
}

/** The workspace's events endpoint and subscribed types. */
export function useEventSettings(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: eventSettingsQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/event-settings', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZEventSettings)),
  });
}

/** Saves the endpoint and types; the saved settings become what later edits are compared with. */
export function useSaveEventSettings(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventSettings) =>
      api
        .PUT('/api/{region}/workspaces/{uid}/event-settings', { params: { path: { region, uid: workspaceUid } }, body })
        .then(answer(ZEventSettings)),
    onSuccess: (saved) => queryClient.setQueryData(eventSettingsQueryKey(region, workspaceUid), saved),
  });
}
