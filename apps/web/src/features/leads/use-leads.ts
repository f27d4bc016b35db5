import { type LeadStatus, type Region, ZLeadList } from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, apiPath, noAnswer } from '../../lib/api';

const leadsQueryKey = (region: Region, uid: string) => ['leads', region, uid] as const;

export function useLeads(region: Region, uid: string, agentId: string, q: string) {
  return useQuery({
    queryKey: [...leadsQueryKey(region, uid), agentId, q],
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/leads', {
          params: { path: { region, uid }, query: leadsQuery(agentId, q) },
        })
        .then(answer(ZLeadList)),
  });
}

export const leadsExportPath = (region: Region, uid: string, agentId: string, q: string) =>
  apiPath('/api/{region}/workspaces/{uid}/leads/export', { path: { region, uid }, query: leadsQuery(agentId, q) });

const leadsQuery = (agentId: string, q: string) => ({ agentId, q: q || undefined });

export function useUpdateLeadStatus(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) =>
      api
        .PATCH('/api/{region}/workspaces/{uid}/leads/{leadId}', {
          params: { path: { region, uid, leadId: id } },
          body: { status },
        })
        .then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey(region, uid) }),
  });
}
