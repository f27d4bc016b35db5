import { type Org, ZOrgSettings } from '@agent-platform/core';
import type { orgs } from './schema.js';

type OrgRow = typeof orgs.$inferSelect;

export function toOrg(row: OrgRow): Org {
  return {
    id: row.id,
    name: row.name,
    squarePhotoURL: row.squarePhotoURL,
    preferredLanguage: row.preferredLanguage,
    dashboardLayout: row.dashboardLayout,
    defaultClientAccess: row.defaultClientAccess,
    defaultClientTabOrder: row.defaultClientTabOrder,
    predefinedTags: row.predefinedTags,
    disallowAnyTags: row.disallowAnyTags,
    disableHandoff: row.disableHandoff,
    allowBilling: row.allowBilling,
    // Parsed again: settings saved before a field existed get that field's default.
    settings: ZOrgSettings.parse(row.settings),
    credits: row.credits,
    createdAt: row.createdAt.toISOString(),
    lastModified: row.lastModified,
  };
}
