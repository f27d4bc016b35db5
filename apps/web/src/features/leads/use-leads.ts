import { type LeadStatus, type Region, ZLeadList } from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const leadsPath = (region: Region, uid: string) => `/api/${region}/workspaces/${encodeURIComponent(uid)}/leads`;
const leadsQueryKey = (region: Region, uid: string) => ['leads', region, uid] as const;

export function useLeads(region: Region, uid: string, agentId: string, q: string) {
  return useQuery({
    queryKey: [...leadsQueryKey(region, uid), agentId, q],
    queryFn: () => api.get(`${leadsPath(region, uid)}?${leadsQuery(agentId, q)}`, ZLeadList),
  });
}

export const leadsExportPath = (region: Region, uid: string, agentId: string, q: string) =>
  `${leadsPath(region, uid)}/export?${leadsQuery(agentId, q)}`;

function leadsQuery(agentId: string, q: string) {
  const query = new URLSearchParams({ agentId });
  if (q) query.set('q', q);
  return query;
}

export function useUpdateLeadStatus(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: LeadStatus }) =>
      api.send('PATCH', `${leadsPath(region, uid)}/${encodeURIComponent(id)}`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey(region, uid) }),
  });
}
