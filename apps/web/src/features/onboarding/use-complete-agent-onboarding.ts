import { type Region, ZWorkspace } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Spec 002 §4.8: marks the wizard done on the workspace (finished or skipped). */
export function useCompleteAgentOnboarding(region: Region, workspaceUid: string) {
  return useMutation({
    mutationFn: () =>
      api
        .POST('/api/{region}/workspaces/{uid}/agent-onboarding', { params: { path: { region, uid: workspaceUid } } })
        .then(answer(ZWorkspace)),
  });
}
