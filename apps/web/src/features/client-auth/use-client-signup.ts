import { type ClientSignupBody, ZClientSession } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Create: the verification code makes the account, and its session. */
export function useClientSignup() {
  return useMutation({
    mutationFn: (body: ClientSignupBody) => api.POST('/api/client-auth/signup', { body }).then(answer(ZClientSession)),
  });
}
