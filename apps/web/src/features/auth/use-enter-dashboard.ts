import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { pickWorkspace, readSelectedWorkspace, saveSelectedWorkspace } from '../workspaces/selected-workspace';
import { dashboardPath, regionFromQuery } from '../workspaces/workspace-paths';
import { meQueryKey, refreshMe } from './use-me';

/**
 * After any sign-in: ask who is signed in, then open onboarding or the chosen workspace's agents.
 * A `region` the user arrived with (`/login?region=eu`) is carried to onboarding.
 */
export function useEnterDashboard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const regionHint = regionFromQuery(searchParams.get('region'));

  return useMutation({
    mutationFn: async () => {
      // Whatever was cached belonged to the previous session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      const me = await refreshMe(queryClient);
      if (!me) {
        throw new ApiError(
          401,
          'UNAUTHENTICATED',
          'You were signed in, but this browser did not keep the session. Please allow cookies for this site and try again.',
        );
      }
      const workspace = pickWorkspace(me.workspaces, readSelectedWorkspace());
      if (workspace) saveSelectedWorkspace(workspace);
      navigate(dashboardPath(me, regionHint), { replace: true });
    },
  });
}
