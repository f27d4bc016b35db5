import { type ClientSignupCodeBody, ZClientCodeSent } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Send Verification Code (and Resend Code) on the client signup screen. */
export function useRequestClientSignupCode() {
  return useMutation({
    mutationFn: (body: ClientSignupCodeBody) =>
      api.POST('/api/client-auth/signup/code', { body }).then(answer(ZClientCodeSent)),
  });
}
