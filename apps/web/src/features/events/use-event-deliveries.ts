import { type Region, ZEventDelivery, ZEventDeliveryList } from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

export function eventDeliveriesQueryKey(region: Region, workspaceUid: string) {
  return ['event-deliveries', region, workspaceUid] as const;
}

// Deliveries move on by themselves (retries, replays): the list looks again while one is pending.
const PENDING_REFRESH_MS = 3000;

/** The workspace's latest event deliveries, newest first. */
export function useEventDeliveries(region: Region, workspaceUid: string) {
  return useQuery({
    queryKey: eventDeliveriesQueryKey(region, workspaceUid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/event-deliveries', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZEventDeliveryList))
        .then((list) => list.deliveries),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}

/** Sends a logged event again, as a new delivery at the top of the list. */
export function useReplayEvent(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api
        .POST('/api/{region}/workspaces/{uid}/event-deliveries/{deliveryId}/replay', {
          params: { path: { region, uid: workspaceUid, deliveryId } },
        })
        .then(answer(ZEventDelivery)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventDeliveriesQueryKey(region, workspaceUid) }),
  });
}
