import type { LoginCodeVerifyBody } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';

export function useVerifyLoginCode() {
  return useMutation({
    mutationFn: (body: LoginCodeVerifyBody) => api.POST('/api/auth/code/verify', { body }).then(noAnswer),
  });
}
