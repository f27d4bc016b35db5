import {
  type Region,
  type SaveTwilioCredentialsBody,
  ZTestCallAnswer,
  ZTwilioConnectionTest,
  ZTwilioCredentialsAnswer,
  ZTwilioNumber,
  ZTwilioNumberOffer,
  ZTwilioNumbersPage,
} from '@agent-platform/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';

const workspacePath = (region: Region, uid: string) => `/api/${region}/workspaces/${encodeURIComponent(uid)}`;
const numbersPath = (region: Region, uid: string) => `${workspacePath(region, uid)}/twilio-numbers`;

const numbersKey = (region: Region, uid: string) => ['twilio-numbers', region, uid] as const;
const credentialsKey = (region: Region, uid: string) => ['twilio-credentials', region, uid] as const;

/** The workspace's numbers, its phone slots and whether Twilio credentials are saved. */
export function useTwilioNumbers(region: Region, uid: string) {
  return useQuery({
    queryKey: numbersKey(region, uid),
    queryFn: () => api.get(numbersPath(region, uid), ZTwilioNumbersPage.omit({ available: true })),
  });
}

/** Numbers Twilio offers now; asked only once credentials are saved. */
export function useAvailableTwilioNumbers(region: Region, uid: string, enabled: boolean) {
  return useQuery({
    queryKey: [...numbersKey(region, uid), 'available'],
    queryFn: () =>
      api
        .get(`${numbersPath(region, uid)}/available`, z.object({ available: z.array(ZTwilioNumberOffer) }))
        .then((answer) => answer.available),
    enabled,
    retry: false,
  });
}

function useNumbersMutation<T>(region: Region, uid: string, run: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: numbersKey(region, uid) }),
  });
}

export function useBuyTwilioNumber(region: Region, uid: string) {
  return useNumbersMutation(region, uid, (number: string) =>
    api.post(numbersPath(region, uid), { number }, ZTwilioNumber),
  );
}

export function useAssignTwilioNumber(region: Region, uid: string) {
  return useNumbersMutation(region, uid, ({ numberId, agentId }: { numberId: string; agentId: string | null }) =>
    api.send('PATCH', `${numbersPath(region, uid)}/${encodeURIComponent(numberId)}`, { agentId }),
  );
}

export function useReleaseTwilioNumber(region: Region, uid: string) {
  return useNumbersMutation(region, uid, (numberId: string) =>
    api.send('DELETE', `${numbersPath(region, uid)}/${encodeURIComponent(numberId)}`),
  );
}

/** The saved Twilio credentials (SID and the token's last four characters), or null. */
export function useTwilioCredentials(region: Region, uid: string) {
  return useQuery({
    queryKey: credentialsKey(region, uid),
    queryFn: () =>
      api.get(`${workspacePath(region, uid)}/twilio-credentials`, ZTwilioCredentialsAnswer).then((a) => a.credentials),
  });
}

export function useSaveTwilioCredentials(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTwilioCredentialsBody) =>
      api.send('PUT', `${workspacePath(region, uid)}/twilio-credentials`, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: credentialsKey(region, uid) }),
        queryClient.invalidateQueries({ queryKey: numbersKey(region, uid) }),
      ]),
  });
}

export function useTestTwilioCredentials(region: Region, uid: string) {
  return useMutation({
    mutationFn: () =>
      api.post(`${workspacePath(region, uid)}/twilio-credentials/test`, undefined, ZTwilioConnectionTest),
  });
}

/** The Test call sub-tab: the agent calls a verified number from its own. */
export function usePlaceTestCall(region: Region, agentId: string) {
  return useMutation({
    mutationFn: (to: string) =>
      api.post(`/api/${region}/v2/agents/${encodeURIComponent(agentId)}/voice/test-call`, { to }, ZTestCallAnswer),
  });
}
