import { type Region, ZToolTestResult } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** "Send test request": the server sends the sample request to the tool's server and shows its answer. */
export function useTestTool(region: Region, workspaceUid: string, toolId: string) {
  return useMutation({
    mutationFn: (args: Record<string, unknown>) =>
      api
        .POST('/api/{region}/workspaces/{uid}/tools/{toolId}/test', {
          params: { path: { region, uid: workspaceUid, toolId } },
          body: { arguments: args },
        })
        .then(answer(ZToolTestResult)),
  });
}
