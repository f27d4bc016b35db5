import { type ClientCodeSignInBody, ZClientSession } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** The Login Code field's submit. */
export function useClientCodeSignIn() {
  return useMutation({
    mutationFn: (body: ClientCodeSignInBody) =>
      api.POST('/api/client-auth/code/sign-in', { body }).then(answer(ZClientSession)),
  });
}
