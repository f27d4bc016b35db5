import { type Region, ZToolTestResult } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { toolsPath } from './use-tools';

/** "Send test request": the server sends the sample request to the tool's server and shows its answer. */
export function useTestTool(region: Region, workspaceUid: string, toolId: string) {
  return useMutation({
    mutationFn: (args: Record<string, unknown>) =>
      api.post(`${toolsPath(region, workspaceUid, toolId)}/test`, { arguments: args }, ZToolTestResult),
  });
}
