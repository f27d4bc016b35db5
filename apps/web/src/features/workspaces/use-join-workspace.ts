import { ZJoinAnswer } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Accepts an invitation from its link: the invited email becomes a member. Needs no session. */
export function useJoinWorkspace(uid: string, secret: string, email: string) {
  return useMutation({
    mutationFn: () =>
      api
        .POST('/api/no-auth/workspaces/{uid}/invite', {
          params: { path: { uid }, query: { secret, email } },
          body: { email },
        })
        .then(answer(ZJoinAnswer)),
  });
}
