import { type ClientSignInBody, ZClientSession } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Sign In with the email and the dashboard password. */
export function useClientSignIn() {
  return useMutation({
    mutationFn: (body: ClientSignInBody) => api.POST('/api/client-auth/sign-in', { body }).then(answer(ZClientSession)),
  });
}
