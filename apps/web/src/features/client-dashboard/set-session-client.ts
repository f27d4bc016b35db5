import type { ClientSelf, ClientSession } from '@agent-platform/core';
import type { QueryClient } from '@tanstack/react-query';
import { clientSessionQueryKey } from '../client-auth/use-client-session';

/** Puts the client as the server just saved it into the session the dashboard shows. */
export function setSessionClient(queryClient: QueryClient, client: ClientSelf): void {
  queryClient.setQueryData<ClientSession | null>(clientSessionQueryKey, (session) =>
    session ? { ...session, client } : session,
  );
  // The organisation's users list shows the client's name and photo too.
  void queryClient.invalidateQueries({ queryKey: clientSessionQueryKey });
}
