import { isApiError } from '../../lib/api';

/** Spec 000 §8 'Error creating agent, {error}', else 'Failed to create agent'; the plan-limit message stands on its own. */
export function createErrorNotice(error: unknown): string {
  if (!isApiError(error) || error.code === 'HTTP_ERROR') return 'Failed to create agent';
  if (error.code === 'PLAN_LIMIT') return error.message;
  return `Error creating agent, ${error.message}`;
}
