import {
  type ClientOrgAboutBody,
  type ClientOrgUserBody,
  type ClientSession,
  ZClientSession,
} from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { clientSessionQueryKey } from '../client-auth/use-client-session';

/** About's Save: the organisation's new name, in the session the dashboard shows. */
export function useRenameClientOrg() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientOrgAboutBody) => api.PATCH('/api/client/org', { body }).then(answer(ZClientSession)),
    onSuccess: (session) => queryClient.setQueryData<ClientSession | null>(clientSessionQueryKey, session),
  });
}

/** Add User: a new user of the organisation, whose avatar joins the picker. */
export function useAddOrgUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClientOrgUserBody) => api.POST('/api/client/org/users', { body }).then(answer(ZClientSession)),
    onSuccess: (session) => queryClient.setQueryData<ClientSession | null>(clientSessionQueryKey, session),
  });
}
