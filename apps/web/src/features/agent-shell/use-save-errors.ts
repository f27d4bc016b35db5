import { ZAgentSaveBody } from '@agent-platform/core';
import { useMemo } from 'react';
import { useAgentShell } from './agent-shell-context';

/**
 * The message a save of the unsaved agent would fail with, per field: the same contract the
 * server checks a save against, so a field shows its error before Publish.
 */
export function useSaveErrors(): (field: string) => string | undefined {
  const { local } = useAgentShell();
  const errors = useMemo(() => {
    const result = ZAgentSaveBody.safeParse(local);
    const byPath = new Map<string, string>();
    if (!result.success) {
      for (const issue of result.error.issues) {
        const path = issue.path.join('.');
        if (!byPath.has(path)) byPath.set(path, issue.message);
      }
    }
    return byPath;
  }, [local]);

  return (field: string) => {
    for (const [path, message] of errors) if (path === field || path.startsWith(`${field}.`)) return message;
    return undefined;
  };
}
