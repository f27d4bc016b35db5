import type { LoginBody } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useLogin() {
  return useMutation({ mutationFn: (body: LoginBody) => api.send('POST', '/api/auth/login', body) });
}
