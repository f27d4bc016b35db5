import { type AgentTabPath, showDebuggerDefault } from '@agent-platform/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'showDebugger';

/**
 * Whether the test panel is open. On overview, voice and nodes the address holds it
 * (`showDebugger`, open by default); on every other tab it starts closed, is kept out of the
 * address and resets when the tab changes (spec 002 §2.1, §4.5). On a phone the panel would hide
 * the tab's own screen, so there it opens only when asked for.
 */
export function useTestPanel(tab: AgentTabPath, isPhone: boolean): [boolean, (open: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const inAddress = showDebuggerDefault(tab);
  const [local, setLocal] = useState<{ tab: AgentTabPath; open: boolean }>({ tab, open: false });
  const stray = !inAddress && params.has(PARAM);

  useEffect(() => {
    if (!stray) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [stray, setParams]);

  if (!inAddress) {
    const open = local.tab === tab && local.open;
    return [open, (next) => setLocal({ tab, open: next })];
  }

  const value = params.get(PARAM);
  const open = value === null ? !isPhone : value === 'true';
  const setOpen = (next: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(PARAM, String(next));
        return updated;
      },
      { replace: true },
    );
  return [open, setOpen];
}
