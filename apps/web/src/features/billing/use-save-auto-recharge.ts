import { type AutoRechargeSettings, type Region, ZAutoRechargeSettings } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { answer, api } from '../../lib/api';

/** Saves the Automatic Recharge card's settings; the answer is what the server stored. */
export function useSaveAutoRecharge(region: Region, workspaceUid: string) {
  return useMutation({
    mutationFn: (body: AutoRechargeSettings) =>
      api
        .PUT('/api/{region}/workspaces/{uid}/billing/auto-recharge', {
          params: { path: { region, uid: workspaceUid } },
          body,
        })
        .then(answer(ZAutoRechargeSettings)),
  });
}
