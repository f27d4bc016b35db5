/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (drizzle wraps it as the cause). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: unknown } | null)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}
