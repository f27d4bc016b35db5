/** A short id for a new node or transition; unique enough within one agent's flow. */
export function newFlowId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
}
