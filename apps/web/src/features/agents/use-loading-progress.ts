import { loadingProgress } from '@agent-platform/core';
import { useEffect, useState } from 'react';

const TICK_MS = 100;

/** Ticks the loading percent while data is on its way; jumps to 100 once it has arrived. */
export function useLoadingProgress(dataArrived: boolean): number {
  const [elapsedMs, setElapsedMs] = useState(0);

  useEffect(() => {
    if (dataArrived) return;
    const startedAt = performance.now();
    const timer = window.setInterval(() => setElapsedMs(performance.now() - startedAt), TICK_MS);
    return () => window.clearInterval(timer);
  }, [dataArrived]);

  return loadingProgress(elapsedMs, dataArrived);
}
