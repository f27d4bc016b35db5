import { csvCell, LEAD_STATUS_LABELS, type Lead } from '@agent-platform/core';

/**
 * The leads as CSV, for a spreadsheet: one row each, with the custom fields as columns of their
 * own and a link to the conversation in the dashboard.
 */
export function leadsCsv(list: Lead[], conversationUrl: (lead: Lead) => string | null): string {
  const custom = [...new Set(list.flatMap((lead) => Object.keys(lead.customFields)))].sort();
  const header = ['Name', 'Email', 'Phone', 'Origin', 'Status', 'Captured at', 'Conversation', ...custom];
  const rows = list.map((lead) => [
    lead.name,
    lead.email,
    lead.phone,
    lead.origin,
    LEAD_STATUS_LABELS[lead.status],
    lead.createdAt,
    conversationUrl(lead),
    ...custom.map((field) => lead.customFields[field]),
  ]);
  // A byte-order mark so that spreadsheets read the file as UTF-8.
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
