import type { SignupBody } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useSignup() {
  return useMutation({ mutationFn: (body: SignupBody) => api.send('POST', '/api/auth/signup', body) });
}
