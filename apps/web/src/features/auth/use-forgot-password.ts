import type { EmailOnlyBody } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Emails a reset link; the answer does not reveal whether the account exists. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (body: EmailOnlyBody) => api.send('POST', '/api/auth/password/forgot', body) });
}
