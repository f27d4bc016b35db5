import { type Region, ZConnectionTest } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** "Test connection": the answer says whether the provider was reached, with its models or why not. */
export function useTestCredential(region: Region, workspaceUid: string, credentialId: string) {
  return useMutation({
    mutationFn: () =>
      api
        .POST('/api/{region}/workspaces/{uid}/llm-credentials/{credentialId}/test', {
          params: { path: { region, uid: workspaceUid, credentialId } },
          body: {},
        })
        .then(answer(ZConnectionTest)),
  });
}
