import type { SignupBody } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';

export function useSignup() {
  return useMutation({ mutationFn: (body: SignupBody) => api.POST('/api/auth/signup', { body }).then(noAnswer) });
}
