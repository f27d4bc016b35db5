import { type Region, ZUploadedFile } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api, multipart } from '../../lib/api';

/** The branding step's logo upload: the server keeps the picture and answers its address for the new agent. */
export function useUploadAgentLogo(region: Region, workspaceUid: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api
        .POST('/api/{region}/workspaces/{uid}/agent-wizard/logo', {
          params: { path: { region, uid: workspaceUid } },
          body: multipart(form),
        })
        .then(answer(ZUploadedFile));
    },
  });
}
