import type { PasswordResetBody } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';

/** Sets the new password and signs the user in. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: PasswordResetBody) => api.POST('/api/auth/password/reset', { body }).then(noAnswer),
  });
}
