import { isUnstorableText } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

export const UNSTORABLE_TEXT_MESSAGE =
  'contains a hidden NUL character or a broken character (half of an emoji or symbol), which cannot be saved. Please remove it and try again.';

/**
 * PostgreSQL refuses a NUL character, and half of a surrogate pair in jsonb, so such text in a
 * field no contract cleaned would fail mid-request as a 500. After validation (contracts have
 * cleaned their free text by then) and before any handler or access check, it is refused in words.
 */
export function registerUnstorableTextGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const where =
      findUnstorableText(request.params) ?? findUnstorableText(request.query) ?? findUnstorableText(request.body);
    if (where !== undefined) {
      // The field goes beside the sentence, as a validation error's does.
      throw new AppError('VALIDATION_FAILED', `This text ${UNSTORABLE_TEXT_MESSAGE}`, where ? { field: where } : {});
    }
  });
}

/**
 * The path of the first string or key in `value` that PostgreSQL would refuse ('' for `value`
 * itself), or undefined. Walked with a stack: a deeply nested JSON body must not overflow it.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (stack.length > 0) {
    const next = stack.pop() as { value: unknown; path: string };
    const current = next.value;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return next.path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => {
        stack.push({ value: item, path: at(next.path, index) });
      });
    } else if (isPlainObject(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (isUnstorableText(key)) return next.path;
        stack.push({ value: item, path: at(next.path, key) });
      }
    }
  }
  return undefined;
}

// Parsed JSON, query and params only; a multipart body or a stream is read by its route.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
