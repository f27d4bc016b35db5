import type { ClientSession } from '@agent-platform/core';
import { useEffect, useRef } from 'react';
import { useSetClientStatus } from './use-set-client-status';

/** Spec 001 §4: on entering the agency's dashboard the client is set online, once per visit. */
export function useGoOnlineOnEntering(session: ClientSession) {
  const setStatus = useSetClientStatus();
  const done = useRef(false);
  const offline = session.client.status !== 'online';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (offline)
      setStatus.mutate('online', { onError: (error) => console.warn('Could not set the client online', error) });
  }, []);
}
