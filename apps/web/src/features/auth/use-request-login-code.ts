import type { EmailOnlyBody } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';

/** Emails a one-time code. The server answers the same whether or not the account exists. */
export function useRequestLoginCode() {
  return useMutation({ mutationFn: (body: EmailOnlyBody) => api.POST('/api/auth/code', { body }).then(noAnswer) });
}
