import type { EmailOnlyBody } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';

/** Emails a reset link; the answer does not reveal whether the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: EmailOnlyBody) => api.POST('/api/auth/password/forgot', { body }).then(noAnswer),
  });
}
