import type { ReactNode } from 'react';
import { errorMessage } from './api';

/** Where a form that shows its problems in one place keeps a failed call's message: a path no input has. */
const CALL_FAILED = 'call';

/**
 * The one message such a form shows: its inputs' first, in the order they are shown (the order of
 * the contract's checks), else one about the whole form, else the failed call's.
 */
export function firstError(form: { values: object; errors: Record<string, ReactNode> }): ReactNode {
  const paths = [...Object.keys(form.values), ...Object.keys(form.errors)];
  return paths.map((path) => form.errors[path]).find(Boolean) ?? null;
}

/** Shows a failed call's message where the form shows its problems; the next submit clears it. */
export function showCallError(form: { setFieldError: (path: string, error: ReactNode) => void }, error: unknown) {
  form.setFieldError(CALL_FAILED, errorMessage(error));
}
