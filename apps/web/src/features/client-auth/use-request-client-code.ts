import { type ClientCodeRequestBody, ZClientCodeSent } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Email Login Code and Resend Code: the agency emails the client a login code. */
export function useRequestClientCode() {
  return useMutation({
    mutationFn: (body: ClientCodeRequestBody) =>
      api.POST('/api/client-auth/code', { body }).then(answer(ZClientCodeSent)),
  });
}
