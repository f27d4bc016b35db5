import type { Region } from '@agent-platform/core';
import { useAgencyBilling } from './use-agency-billing';

/** Spec 001 §3: the Billing page may be given to clients only once the agency's payment account is connected. */
export function usePaymentAccountConnected(region: Region, workspaceUid: string): boolean {
  const billing = useAgencyBilling(region, workspaceUid);
  return billing.data?.account?.status === 'connected';
}
