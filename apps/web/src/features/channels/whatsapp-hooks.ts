import {
  type ConnectWaNumberBody,
  type CreateWaTemplateBody,
  type Region,
  type WaLegacyBody,
  type WaSignInBody,
  type WaTestMessageBody,
  ZWaConnectResult,
  ZWaConversationWindow,
  ZWaLegacyResult,
  ZWaNumber,
  ZWaProviderNumber,
  ZWaTemplate,
  ZWhatsappChannel,
} from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { answer, api, noAnswer } from '../../lib/api';
import { conversationsQueryKey } from '../conversations/use-conversations';

const whatsappKey = (region: Region, agentId: string) => ['whatsapp-channel', region, agentId] as const;
const businessNumbersKey = (region: Region, agentId: string) => ['whatsapp-business-numbers', region, agentId] as const;

/** After a change, the modal's state, the listed numbers and the Channels tab's Active badges are read again. */
function useRefresh(region: Region, agentId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: whatsappKey(region, agentId) }),
      queryClient.invalidateQueries({ queryKey: businessNumbersKey(region, agentId) }),
      queryClient.invalidateQueries({ queryKey: ['agent-channels', region, agentId] }),
      queryClient.invalidateQueries({ queryKey: ['whatsapp-numbers'] }),
    ]);
}

export function useWhatsappChannel(region: Region, agentId: string, enabled: boolean) {
  return useQuery({
    queryKey: whatsappKey(region, agentId),
    queryFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}/channels/whatsapp', { params: { path: { region, agentId } } })
        .then(answer(ZWhatsappChannel)),
    enabled,
  });
}

/** `getDetailsOfWhatsappNumber`: the signed-in business account's numbers, fetched once a token and account exist. */
export function useBusinessNumbers(region: Region, agentId: string, enabled: boolean) {
  return useQuery({
    queryKey: businessNumbersKey(region, agentId),
    queryFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}/channels/whatsapp/business-numbers', {
          params: { path: { region, agentId } },
        })
        .then(answer(z.object({ data: z.array(ZWaProviderNumber) }))),
    enabled,
    retry: false,
  });
}

export function useWhatsappSignIn(region: Region, agentId: string) {
  const refresh = useRefresh(region, agentId);
  return useMutation({
    mutationFn: (body: WaSignInBody) =>
      api
        .POST('/api/{region}/v2/agents/{agentId}/channels/whatsapp/sign-in', {
          params: { path: { region, agentId } },
          body,
        })
        .then(answer(z.object({ hasToken: z.boolean(), wabaId: z.string().nullable() }))),
    onSuccess: refresh,
  });
}

export function useConnectWhatsappNumber(region: Region, agentId: string) {
  const refresh = useRefresh(region, agentId);
  return useMutation({
    mutationFn: (body: ConnectWaNumberBody) =>
      api
        .POST('/api/{region}/v2/agents/{agentId}/channels/whatsapp/numbers', {
          params: { path: { region, agentId } },
          body,
        })
        .then(answer(ZWaConnectResult)),
    onSettled: refresh,
  });
}

export function useRemoveWhatsappNumber(region: Region, agentId: string) {
  const refresh = useRefresh(region, agentId);
  return useMutation({
    mutationFn: (phoneId: string) =>
      api
        .DELETE('/api/{region}/v2/agents/{agentId}/channels/whatsapp/numbers/{phoneId}', {
          params: { path: { region, agentId, phoneId } },
        })
        .then(noAnswer),
    onSuccess: refresh,
  });
}

export function useSendWhatsappTestMessage(region: Region, agentId: string) {
  return useMutation({
    mutationFn: (body: WaTestMessageBody) =>
      api
        .POST('/api/{region}/v2/agents/{agentId}/channels/whatsapp/test-message', {
          params: { path: { region, agentId } },
          body,
        })
        .then(answer(z.object({ message: z.string() }))),
  });
}

export function useCreateWhatsappTemplate(region: Region, agentId: string) {
  return useMutation({
    mutationFn: (body: CreateWaTemplateBody) =>
      api
        .POST('/api/{region}/v2/agents/{agentId}/channels/whatsapp/templates', {
          params: { path: { region, agentId } },
          body,
        })
        .then(answer(z.object({ message: z.string() }))),
  });
}

export function useSaveLegacyWhatsapp(region: Region, agentId: string) {
  const refresh = useRefresh(region, agentId);
  return useMutation({
    mutationFn: (body: WaLegacyBody) =>
      api
        .POST('/api/{region}/v2/agents/{agentId}/channels/whatsapp/legacy', {
          params: { path: { region, agentId } },
          body,
        })
        .then(answer(ZWaLegacyResult)),
    onSettled: refresh,
  });
}

/** A WhatsApp conversation's 24-hour window and the replies it kept from going out. */
export function useWhatsappWindow(region: Region, uid: string, conversationId: string, messageCount: number) {
  return useQuery({
    // Read again as the transcript grows: a reply just sent may have been refused.
    queryKey: ['whatsapp-window', region, uid, conversationId, messageCount],
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/conversations/{conversationId}/whatsapp', {
          params: { path: { region, uid, conversationId } },
        })
        .then(answer(ZWaConversationWindow)),
    refetchInterval: 5000,
  });
}

export function useApprovedTemplates(region: Region, uid: string, conversationId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['whatsapp-templates', region, uid, conversationId],
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/conversations/{conversationId}/whatsapp/templates', {
          params: { path: { region, uid, conversationId } },
        })
        .then(answer(z.object({ templates: z.array(ZWaTemplate) }))),
    enabled,
  });
}

export function useSendTemplate(region: Region, uid: string, conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (template: { name: string; language: string }) =>
      api
        .POST('/api/{region}/workspaces/{uid}/conversations/{conversationId}/whatsapp/templates', {
          params: { path: { region, uid, conversationId } },
          body: template,
        })
        .then(answer(z.object({ sent: z.string() }))),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['whatsapp-window', region, uid, conversationId] }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey(region, uid) }),
      ]),
  });
}

/** `/whatsapp-numbers`: every number connected across the workspace's agents. */
export function useWorkspaceWhatsappNumbers(region: Region, uid: string) {
  return useQuery({
    queryKey: ['whatsapp-numbers', region, uid],
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/whatsapp-numbers', { params: { path: { region, uid } } })
        .then(answer(z.object({ numbers: z.array(ZWaNumber.extend({ agentName: z.string() })) }))),
  });
}

export function useRemoveWorkspaceWhatsappNumber(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phoneId: string) =>
      api
        .DELETE('/api/{region}/workspaces/{uid}/whatsapp-numbers/{phoneId}', {
          params: { path: { region, uid, phoneId } },
        })
        .then(noAnswer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['whatsapp-numbers'] }),
  });
}
