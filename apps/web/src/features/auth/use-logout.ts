import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, noAnswer } from '../../lib/api';
import { clearSelectedWorkspace } from '../workspaces/selected-workspace';
import { meQueryKey } from './use-me';

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.POST('/api/auth/logout').then(noAnswer),
    onSuccess: () => {
      clearSelectedWorkspace();
      // Nothing of the previous account may linger for the next one on this browser.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, null);
      navigate('/login', { replace: true });
    },
  });
}
