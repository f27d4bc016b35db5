import { type Region, type Workspace, ZRegion } from '@agent-platform/core';
import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'agent-platform.workspace';
const CHANGE_EVENT = 'agent-platform:workspace-change';

/** Which workspace the user last chose, kept across reloads. */
export interface WorkspaceRef {
  uid: string;
  region: Region;
}

function parse(raw: string | null): WorkspaceRef | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { uid, region } = value as Record<string, unknown>;
    const parsedRegion = ZRegion.safeParse(region);
    if (typeof uid !== 'string' || !parsedRegion.success) return null;
    return { uid, region: parsedRegion.data };
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeRaw(raw: string | null): void {
  try {
    if (raw === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, raw);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function readSelectedWorkspace(): WorkspaceRef | null {
  return parse(readRaw());
}

export function saveSelectedWorkspace(workspace: WorkspaceRef): void {
  writeRaw(JSON.stringify({ uid: workspace.uid, region: workspace.region }));
}

export function clearSelectedWorkspace(): void {
  writeRaw(null);
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored choice, re-rendering when it changes here or in another tab. */
export function useSelectedWorkspace(): [WorkspaceRef | null, (workspace: WorkspaceRef) => void] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const select = useCallback((workspace: WorkspaceRef) => saveSelectedWorkspace(workspace), []);
  return [parse(raw), select];
}

/**
 * The workspace to open: the stored choice when it is still one of the user's, else the user's own
 * (the owner's personal workspace), else the first. With a region, only that region's workspaces count.
 */
export function pickWorkspace(
  workspaces: readonly Workspace[],
  selected: WorkspaceRef | null,
  region?: Region,
): Workspace | undefined {
  const candidates = region ? workspaces.filter((workspace) => workspace.region === region) : workspaces;
  return (
    candidates.find((workspace) => workspace.uid === selected?.uid && workspace.region === selected.region) ??
    candidates.find((workspace) => workspace.role === 'owner') ??
    candidates[0]
  );
}
