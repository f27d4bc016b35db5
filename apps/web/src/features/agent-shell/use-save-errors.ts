import { ZAgentSaveBody } from '@agent-platform/core';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { useAgentShell } from './agent-shell-context';

/**
 * The message a save of the unsaved agent would fail with, per field: the same contract the
 * server checks a save against, so a field shows its error before Publish.
 */
export function useSaveErrors(): (field: string) => string | undefined {
  const { local } = useAgentShell();
  const errors = useMemo(
    () => Object.entries(zod4Resolver(ZAgentSaveBody, { errorPriority: 'first' })(local)),
    [local],
  );
  return (field: string) => {
    for (const [path, message] of errors) if (path === field || path.startsWith(`${field}.`)) return String(message);
    return undefined;
  };
}
