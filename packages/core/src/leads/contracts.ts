import { z } from 'zod';
import { ZRegion } from '../regions.js';
import { freeText, nameText, recordId } from '../text.js';

/** Spec 002 §3.14 contact origins, and `web` for the chat widget. */
export const LEAD_ORIGINS = ['web', 'instagram', 'linkedin', 'facebook', 'whatsapp'] as const;
export type LeadOrigin = (typeof LEAD_ORIGINS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

export const LEAD_NEEDS_CONTACT_MESSAGE = 'Please enter your name, email or phone number.';

const detail = (max: number, label: string) =>
  nameText(label)
    .trim()
    .max(max)
    .transform((value) => value || undefined)
    .optional();

/** What the chat's lead form sends. At least one way to reach the visitor. */
export const ZLeadSubmission = z
  .strictObject({
    name: detail(200, 'Name'),
    email: z
      .string()
      .trim()
      .max(320)
      .refine((value) => value === '' || z.email().safeParse(value).success, 'Please enter a valid email address.')
      .transform((value) => value || undefined)
      .optional(),
    phone: detail(40, 'Phone number').refine(
      (value) => value === undefined || /^[+()\d\s.-]{3,40}$/.test(value),
      'Please enter a valid phone number.',
    ),
    /** Further answers of the form, by their label. */
    customFields: z.record(nameText('A field name').trim().min(1).max(100), freeText().max(2000)).optional(),
  })
  .refine((lead) => lead.name || lead.email || lead.phone, LEAD_NEEDS_CONTACT_MESSAGE);
export type LeadSubmission = z.infer<typeof ZLeadSubmission>;

export const ZLead = z.object({
  id: z.string(),
  agentId: z.string(),
  conversationId: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  origin: z.enum(LEAD_ORIGINS),
  status: z.enum(LEAD_STATUSES),
  customFields: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof ZLead>;

export const ZLeadList = z.object({ leads: z.array(ZLead) });

export const ZLeadListQuery = z.object({
  agentId: recordId().optional(),
  /** Words to find in the name, email or phone. */
  q: freeText().trim().min(1).max(200).optional(),
});
export type LeadListQuery = z.infer<typeof ZLeadListQuery>;

export const ZUpdateLeadBody = z.strictObject({ status: z.enum(LEAD_STATUSES) });

export const ZLeadParams = z.object({
  region: ZRegion,
  uid: recordId(),
  leadId: recordId(),
});

/** The most leads one list or export returns, newest first. */
export const LEADS_LIST_LIMIT = 5000;

/**
 * A spreadsheet opens a cell that starts with =, +, - or @ as a formula: a visitor's text must
 * never run as one, so such cells are prefixed with an apostrophe.
 */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
