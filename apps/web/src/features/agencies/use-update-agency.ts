import { AGENCY_NOT_CREATED_MESSAGE, type AgencyUpdateBody, type Region, ZAgency } from '@agent-platform/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, errorMessage } from '../../lib/api';
import { agencyQueryKey } from './use-agency';

/** Spec 001 §8: the failed first save's toast lasts 3 s. */
const NOT_CREATED_TOAST_MS = 3000;

/**
 * Saves the edited fields only: the server merges them into the record and creates it on the first
 * save. A first save that fails says so in the spec's words; a later one gives the server's reason.
 */
export function useUpdateAgency(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyUpdateBody) =>
      api
        .PATCH('/api/{region}/workspaces/{uid}/agency', { params: { path: { region, uid: workspaceUid } }, body })
        .then(answer(ZAgency)),
    onSuccess: (agency) => queryClient.setQueryData(agencyQueryKey(region, workspaceUid), agency),
  });
}

/** What a failed save shows: the spec's toast when nothing was saved yet, else the server's message. */
export function agencySaveFailure(error: unknown, wasCreated: boolean): string {
  if (wasCreated) return errorMessage(error);
  notifications.show({ color: 'red', message: AGENCY_NOT_CREATED_MESSAGE, autoClose: NOT_CREATED_TOAST_MS });
  return AGENCY_NOT_CREATED_MESSAGE;
}
