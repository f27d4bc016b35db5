import type { Region } from '@agent-platform/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { agentsQueryKey } from '../agents/use-agents';
import { saveSelectedWorkspace, type WorkspaceRef } from './selected-workspace';
import { agentsPath } from './workspace-paths';

// Long enough to read the switching screen; the region change itself is instant.
const REGION_SWITCH_SCREEN_MS = 800;

/**
 * Spec 001 §4 "Workspace switch": another region shows 'Switching to {REGION} region...' first;
 * the same region opens the agents page straight away. `switchingTo` is the region being shown.
 */
export function useSwitchWorkspace(current: WorkspaceRef) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [switchingTo, setSwitchingTo] = useState<Region | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const switchTo = (next: WorkspaceRef) => {
    saveSelectedWorkspace(next);
    const path = agentsPath(next.region);
    if (next.region !== current.region) {
      setSwitchingTo(next.region);
      timer.current = window.setTimeout(() => {
        navigate(path);
        setSwitchingTo(null);
      }, REGION_SWITCH_SCREEN_MS);
      return;
    }
    // "Reloading if already there": every query is keyed by its workspace, so the shell redraws
    // with the chosen one; asking for its agents again is the reload, without losing the page.
    if (pathname === path) {
      void queryClient.invalidateQueries({ queryKey: agentsQueryKey(next.region, next.uid) });
      return;
    }
    navigate(path);
  };

  return { switchTo, switchingTo };
}
