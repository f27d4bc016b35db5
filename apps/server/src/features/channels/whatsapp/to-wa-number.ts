import type { WaNumber } from '@agent-platform/core';
import type { waNumbers } from '../../../platform/db/schema/index.js';

/** A stored number as the modal and the integration list show it: never its token. */
export const toWaNumber = (row: typeof waNumbers.$inferSelect): WaNumber => ({
  agentId: row.agentId,
  wabaId: row.wabaId,
  phoneId: row.phoneId,
  phoneNumber: row.phoneNumber,
  verifiedName: row.verifiedName,
  status: row.status,
  failureReason: row.failureReason,
  connectedAt: row.connectedAt.toISOString(),
});
