/** Spec 001 §4: fields that change on every save or belong to the owner, not to what was published. */
export const PUBLISH_IGNORED_FIELDS = ['lastModified', 'ts', 'ownerID', 'userId'] as const;

/**
 * Whether the agent being edited equals the one on the server, so Publish reads 'Published'.
 * Top-level `lastModified`, `ts`, `ownerID` and `userId` are ignored. A key holding `undefined`
 * counts as absent, as it does once the agent is sent as JSON.
 */
export function isPublished(local: object, server: object): boolean {
  const ignored = new Set<string>(PUBLISH_IGNORED_FIELDS);
  return equalObjects(local as Record<string, unknown>, server as Record<string, unknown>, ignored);
}

function equalObjects(a: Record<string, unknown>, b: Record<string, unknown>, ignored?: Set<string>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (ignored?.has(key)) continue;
    if (!deepEqual(a[key], b[key])) return false;
  }
  return true;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => deepEqual(item, b[index]));
  }
  return equalObjects(a as Record<string, unknown>, b as Record<string, unknown>);
}
