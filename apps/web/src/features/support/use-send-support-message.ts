import { type Region, type SupportMessageBody, ZSupportMessageSent } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Emails the platform's support the member's message, from this workspace. */
export function useSendSupportMessage(region: Region, workspaceUid: string) {
  return useMutation({
    mutationFn: (body: SupportMessageBody) =>
      api
        .POST('/api/{region}/workspaces/{uid}/support', { params: { path: { region, uid: workspaceUid } }, body })
        .then(answer(ZSupportMessageSent)),
  });
}
