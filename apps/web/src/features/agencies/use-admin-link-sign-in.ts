import { ADMIN_SIGN_IN_FAILED_MESSAGE, ZAgencyAdminSignIn } from '@agent-platform/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, answer, api, isApiError } from '../../lib/api';
import { saveSelectedWorkspace } from '../workspaces/selected-workspace';

/**
 * The agency admin link (spec 001 §6): signs in as the agency's owner with the link's secret and
 * opens the agency's workspace. Every failure reads as the spec's one message, except the limit.
 */
export function useAdminLinkSignIn() {
  return useMutation({
    mutationFn: async (secret: string) => {
      try {
        const agency = await api
          .POST('/api/agency-admin/sign-in', { body: { secret } })
          .then(answer(ZAgencyAdminSignIn));
        saveSelectedWorkspace({ uid: agency.workspaceUid, region: agency.region });
        return agency;
      } catch (error) {
        if (isApiError(error, 429)) throw error;
        throw new ApiError(isApiError(error) ? error.status : 0, 'ADMIN_SIGN_IN_FAILED', ADMIN_SIGN_IN_FAILED_MESSAGE);
      }
    },
  });
}
