import type { ClientFeedbackBody } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api, noAnswer } from '../../lib/api';

/** The Feedback drawer's Submit: mailed to the agency's support address. */
export function useSendClientFeedback() {
  return useMutation({
    mutationFn: (body: ClientFeedbackBody) => api.POST('/api/client/feedback', { body }).then(noAnswer),
  });
}
