import { type Agency, ZAgencyDocument } from '@agent-platform/core';
import type { agencies } from './schema.js';

type AgencyRow = typeof agencies.$inferSelect;

/** The dashboard's view of the record, or of the defaults (named after the workspace) before the first save. */
export function toAgency(workspace: { uid: string; workspaceName: string }, row: AgencyRow | undefined): Agency {
  // Parsed again: a document saved before a field existed gets that field's default.
  const document = ZAgencyDocument.parse(row?.settings ?? {});
  return {
    ...document,
    workspaceUid: workspace.uid,
    name: row?.name ?? workspace.workspaceName,
    hasAdminSecret: Boolean(row?.adminSecretHash),
    createdAt: row?.createdAt.toISOString() ?? null,
    lastModified: row?.lastModified.toISOString() ?? null,
  };
}

/** The saved record's view. */
export const savedAgency = (row: AgencyRow) => toAgency({ uid: row.workspaceUid, workspaceName: row.name }, row);
