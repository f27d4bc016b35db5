import { CLIENT_LOADING_HOLD_MS, CLIENT_LOADING_TIMEOUT_MS } from '@agent-platform/core';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The sign-in screens' full-screen loading state (spec 002 §4.6): held at least 1200 ms once it
 * shows, so a fast answer does not flash it, and forced back to the form after 10 s.
 */
export function useAuthLoading() {
  const [active, setActive] = useState(false);
  const startedAt = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    if (!active) return;
    const timeout = setTimeout(() => {
      console.warn(`Client sign-in did not finish within ${CLIENT_LOADING_TIMEOUT_MS / 1000} s: back to the form.`);
      setActive(false);
    }, CLIENT_LOADING_TIMEOUT_MS);
    return () => clearTimeout(timeout);
  }, [active]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const start = useCallback(() => {
    startedAt.current = Date.now();
    setActive(true);
  }, []);

  /** Back to the form at once: a failure is shown without waiting. */
  const stop = useCallback(() => setActive(false), []);

  /** Runs `then` once the loading state has shown for the hold time. */
  const afterHold = useCallback((then: () => void) => {
    const left = CLIENT_LOADING_HOLD_MS - (Date.now() - startedAt.current);
    if (left <= 0) then();
    else timers.current.push(setTimeout(then, left));
  }, []);

  return { active, start, stop, afterHold };
}
