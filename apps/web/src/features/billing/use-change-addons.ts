import { type AddonQuantities, type Region, ZChangeAddonsResult } from '@agent-platform/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';
import { refreshMe } from '../auth/use-me';
import { refreshBilling } from './use-billing-summary';

/** Spec 002 §4.2: sets the subscription's add-ons; the server sends removals before additions. */
export function useChangeAddons(region: Region, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quantities: AddonQuantities) =>
      api
        .POST('/api/{region}/workspaces/{uid}/billing/subscription/addons', {
          params: { path: { region, uid } },
          body: { quantities },
        })
        .then(answer(ZChangeAddonsResult)),
    // The workspace's limits follow its add-ons.
    onSuccess: () => Promise.all([refreshBilling(queryClient, region, uid), refreshMe(queryClient)]),
  });
}
