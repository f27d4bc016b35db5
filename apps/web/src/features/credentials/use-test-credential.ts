import { type Region, ZConnectionTest } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { credentialsPath } from './use-credentials';

/** "Test connection": the answer says whether the provider was reached, with its models or why not. */
export function useTestCredential(region: Region, workspaceUid: string, credentialId: string) {
  return useMutation({
    mutationFn: () => api.post(`${credentialsPath(region, workspaceUid, credentialId)}/test`, {}, ZConnectionTest),
  });
}
