import { type AgencyPicture, type Region, ZAgency } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api, multipart } from '../../lib/api';
import { agencyQueryKey } from './use-agency';

/** Uploads a logo, dark mode logo or favicon; the server checks it is a square PNG of the right size. */
export function useUploadAgencyPicture(region: Region, workspaceUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ picture, file }: { picture: AgencyPicture; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api
        .POST('/api/{region}/workspaces/{uid}/agency/pictures/{picture}', {
          params: { path: { region, uid: workspaceUid, picture } },
          body: multipart(form),
        })
        .then(answer(ZAgency));
    },
    onSuccess: (agency) => queryClient.setQueryData(agencyQueryKey(region, workspaceUid), agency),
  });
}
