import { type Region, ZClientLoginLink } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** A one-time sign-in link for a client user, on the agency's own address (valid 24 hours, once). */
export function useClientLoginLink(region: Region, workspaceUid: string) {
  return useMutation({
    mutationFn: (clientId: string) =>
      api
        .POST('/api/{region}/workspaces/{uid}/agency/clients/{clientId}/login-link', {
          params: { path: { region, uid: workspaceUid, clientId } },
        })
        .then(answer(ZClientLoginLink)),
  });
}
