import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveInvalidation } from './use-live-invalidation';

const StandIn = globalThis.EventSource;
const opened: EventTarget[] = [];
afterEach(() => {
  globalThis.EventSource = StandIn;
  opened.length = 0;
});

describe('useLiveInvalidation', () => {
  it('reads again when the stream opens, the first time too: a change made before it opened was never told', async () => {
    globalThis.EventSource = class extends StandIn {
      constructor(url: string | URL) {
        super(url);
        opened.push(this);
      }
    } as typeof EventSource;
    const queryClient = new QueryClient();
    let reads = 0;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(
      () => {
        useLiveInvalidation('/api/na/notifications/stream', ['notifications']);
        return useQuery({ queryKey: ['notifications', 'list'], queryFn: async () => ++reads });
      },
      { wrapper },
    );
    await waitFor(() => expect(reads).toBe(1));
    opened[0]?.dispatchEvent(new Event('open'));
    await waitFor(() => expect(reads).toBe(2));
    opened[0]?.dispatchEvent(new Event('change'));
    await waitFor(() => expect(reads).toBe(3));
  });
});
