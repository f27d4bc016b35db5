import { type NewWorkspaceBody, ZWorkspace } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { refreshMe } from '../auth/use-me';

/** '+ New Workspace': a workspace the user owns, in the region chosen; the switcher lists it once created. */
export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewWorkspaceBody) => {
      const created = await api
        .POST('/api/{region}/workspaces', { params: { path: { region: body.region } }, body })
        .then(answer(ZWorkspace));
      await refreshMe(queryClient);
      return created;
    },
  });
}
