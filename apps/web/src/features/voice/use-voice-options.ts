import type { Region } from '@agent-platform/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { answer, api } from '../../lib/api';

const ZVoiceOptions = z.object({ deepgram: z.boolean() });

/** Whether the server speaks with Deepgram (previews, and calls of agents that transcribe with it). */
export function useVoiceOptions(region: Region, agentId: string) {
  return useQuery({
    queryKey: ['voice-options', region, agentId] as const,
    queryFn: () =>
      api
        .GET('/api/{region}/v2/agents/{agentId}/voice', { params: { path: { region, agentId } } })
        .then(answer(ZVoiceOptions)),
    staleTime: 5 * 60_000,
  });
}
