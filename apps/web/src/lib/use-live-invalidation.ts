import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Keeps queries live from a server-sent event stream whose `change` events say "read again":
 * every query under `queryKey` is read again on each one. What changed before the stream opened
 * was never told (the page's first reads come before it opens, and the browser reconnects a
 * dropped stream by itself), so each opening reads again too.
 */
export function useLiveInvalidation(streamUrl: string, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  // The key's parts, not its array, decide when to reconnect: callers build a new array each render.
  const keyText = JSON.stringify(queryKey);
  useEffect(() => {
    const key = JSON.parse(keyText) as QueryKey;
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: key });
    const source = new EventSource(streamUrl);
    source.addEventListener('change', readAgain);
    source.addEventListener('open', readAgain);
    return () => source.close();
  }, [streamUrl, keyText, queryClient]);
}
