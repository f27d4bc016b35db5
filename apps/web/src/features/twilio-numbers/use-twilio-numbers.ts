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
import { answer, api, noAnswer } from '../../lib/api';

const numbersKey = (region: Region, uid: string) => ['twilio-numbers', region, uid] as const;
const credentialsKey = (region: Region, uid: string) => ['twilio-credentials', region, uid] as const;

/** The workspace's numbers, its phone slots and whether Twilio credentials are saved. */
export function useTwilioNumbers(region: Region, uid: string) {
  return useQuery({
    queryKey: numbersKey(region, uid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/twilio-numbers', { params: { path: { region, uid } } })
        .then(answer(ZTwilioNumbersPage.omit({ available: true }))),
  });
}

/** Numbers Twilio offers now; asked only once credentials are saved. */
export function useAvailableTwilioNumbers(region: Region, uid: string, enabled: boolean) {
  return useQuery({
    queryKey: [...numbersKey(region, uid), 'available'],
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/twilio-numbers/available', { params: { path: { region, uid } } })
        .then(answer(z.object({ available: z.array(ZTwilioNumberOffer) })))
        .then((offers) => offers.available),
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
    api
      .POST('/api/{region}/workspaces/{uid}/twilio-numbers', { params: { path: { region, uid } }, body: { number } })
      .then(answer(ZTwilioNumber)),
  );
}

export function useAssignTwilioNumber(region: Region, uid: string) {
  return useNumbersMutation(region, uid, ({ numberId, agentId }: { numberId: string; agentId: string | null }) =>
    api
      .PATCH('/api/{region}/workspaces/{uid}/twilio-numbers/{numberId}', {
        params: { path: { region, uid, numberId } },
        body: { agentId },
      })
      .then(noAnswer),
  );
}

export function useReleaseTwilioNumber(region: Region, uid: string) {
  return useNumbersMutation(region, uid, (numberId: string) =>
    api
      .DELETE('/api/{region}/workspaces/{uid}/twilio-numbers/{numberId}', {
        params: { path: { region, uid, numberId } },
      })
      .then(noAnswer),
  );
}

/** The saved Twilio credentials (SID and the token's last four characters), or null. */
export function useTwilioCredentials(region: Region, uid: string) {
  return useQuery({
    queryKey: credentialsKey(region, uid),
    queryFn: () =>
      api
        .GET('/api/{region}/workspaces/{uid}/twilio-credentials', { params: { path: { region, uid } } })
        .then(answer(ZTwilioCredentialsAnswer))
        .then((a) => a.credentials),
  });
}

export function useSaveTwilioCredentials(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTwilioCredentialsBody) =>
      api
        .PUT('/api/{region}/workspaces/{uid}/twilio-credentials', { params: { path: { region, uid } }, body })
        .then(noAnswer),
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
      api
        .POST('/api/{region}/workspaces/{uid}/twilio-credentials/test', { params: { path: { region, uid } } })
        .then(answer(ZTwilioConnectionTest)),
  });
}

/** The Test call sub-tab: the agent calls a verified number from its own. */
export function usePlaceTestCall(region: Region, agentId: string) {
  return useMutation({
    mutationFn: (to: string) =>
      api
        .POST('/api/{region}/v2/agents/{agentId}/voice/test-call', {
          params: { path: { region, agentId } },
          body: { to },
        })
        .then(answer(ZTestCallAnswer)),
  });
}
