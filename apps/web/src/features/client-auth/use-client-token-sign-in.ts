import { type ClientTokenSignInBody, ZClientSession } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** `/?token=`: the one-time sign-in link, checked when the page opens. */
export function useClientTokenSignIn() {
  return useMutation({
    mutationFn: (body: ClientTokenSignInBody) =>
      api.POST('/api/client-auth/token', { body }).then(answer(ZClientSession)),
  });
}
