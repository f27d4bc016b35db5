import { type CampaignContact, CONTACT_STATE_LABELS, csvCell } from '@agent-platform/core';

/**
 * A campaign's results as a CSV file: one row per contact, with a link to their conversation in
 * Chats. Custom columns follow, by the names the imported file gave them.
 */
export function campaignResultsCsv(contacts: CampaignContact[], chatLink: (conversationId: string) => string): string {
  const custom = [...new Set(contacts.flatMap((contact) => Object.keys(contact.customFields)))].sort();
  const header = [
    'Name',
    'Phone',
    'Email',
    'State',
    'Attempts',
    'Duration (s)',
    'Cost (credits)',
    'Error',
    'Conversation',
    'Updated',
    ...custom,
  ];
  const rows = contacts.map((contact) => [
    contact.name,
    contact.phone,
    contact.email,
    CONTACT_STATE_LABELS[contact.state],
    String(contact.attempts),
    contact.durationSeconds === null ? '' : String(contact.durationSeconds),
    String(contact.cost),
    contact.lastError,
    contact.conversationId ? chatLink(contact.conversationId) : '',
    contact.updatedAt,
    ...custom.map((column) => contact.customFields[column] ?? ''),
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
