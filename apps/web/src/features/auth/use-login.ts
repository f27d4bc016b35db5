import type { LoginBody } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => api.POST('/api/auth/login', { body }).then(noAnswer) });
}
