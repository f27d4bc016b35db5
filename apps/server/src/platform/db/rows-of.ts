/** The rows of a raw `execute`, whose result type differs between the two database drivers. */
export const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
