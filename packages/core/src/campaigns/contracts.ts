import { z } from 'zod';
import { LEAD_ORIGINS, LEAD_STATUSES } from '../leads/contracts.js';
import { ZRegion } from '../regions.js';
import { nameText, recordId } from '../text.js';

/**
 * Campaigns (the Leads & Campaigns tab): an agent reaches out to a list of contacts, by phone or
 * with an approved WhatsApp template, and their answers land in Chats and Leads.
 */
export const CAMPAIGN_KINDS = ['whatsapp', 'voice'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];
export const CAMPAIGN_KIND_LABELS: Record<CampaignKind, string> = { whatsapp: 'WhatsApp', voice: 'Phone calls' };

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'running', 'paused', 'completed', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  running: 'Running',
  paused: 'Paused',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const CONTACT_STATES = [
  'queued',
  'calling',
  'answered',
  'no_answer',
  'busy',
  'failed',
  'opted_out',
  'messaged',
  'replied',
] as const;
export type ContactState = (typeof CONTACT_STATES)[number];
export const CONTACT_STATE_LABELS: Record<ContactState, string> = {
  queued: 'Queued',
  calling: 'Calling',
  answered: 'Answered',
  no_answer: 'No answer',
  busy: 'Busy',
  failed: 'Failed',
  opted_out: 'Opted out',
  messaged: 'Messaged',
  replied: 'Replied',
};

/** Days of the week as JavaScript numbers them: 0 is Sunday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const CAMPAIGN_MAX_CONTACTS = 10_000;
export const CAMPAIGN_TOO_MANY_CONTACTS = 'A campaign can reach at most 10,000 contacts.';
/** What an outbound WhatsApp template costs, in credits, like an answer on the channel. */
export const CAMPAIGN_MESSAGE_CREDITS = 1;

export const CAMPAIGN_NO_CREDITS_REASON = 'The campaign stopped: the workspace ran out of credits.';
export const CAMPAIGN_NOT_EDITABLE = 'Only a draft campaign can be changed.';
export const CAMPAIGN_NO_CONTACTS = 'Add contacts before starting the campaign.';
export const CAMPAIGN_TEMPLATE_REQUIRED = 'Choose an approved template.';
export const CAMPAIGN_TEMPLATE_NOT_APPROVED =
  'The campaign’s template is not approved for this agent’s WhatsApp number.';
export const CAMPAIGN_NOT_CONNECTED = 'Connect this agent to WhatsApp first: campaigns send from its number.';
export const CAMPAIGN_NO_OUTBOUND_CALLS =
  'The Free plan has no outbound calls. Upgrade your plan to run phone campaigns.';
export const CAMPAIGN_MAX_RETRIES = 5;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the 24-hour format, like 09:00.');

/** Whether `zone` names a time zone this runtime knows (an IANA name such as Europe/Lisbon). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const timeZone = z.string().refine(isTimeZone, 'Choose a valid time zone.');

/** When contacts may be reached: the days and hours allowed, in the contact's time zone. */
export const ZCampaignSchedule = z
  .strictObject({
    /** ISO time to start at; null starts as soon as the campaign is started. */
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    /** The time zone of contacts who have none of their own. */
    timeZone: timeZone.default('UTC'),
    days: z
      .array(z.number().int().min(0).max(6))
      .min(1, 'Allow at least one day.')
      .default([1, 2, 3, 4, 5])
      .transform((days) => [...new Set(days)].sort()),
    hoursFrom: clock.default('09:00'),
    hoursTo: clock.default('18:00'),
  })
  .refine((s) => s.hoursFrom < s.hoursTo, { message: 'The hours must end after they start.', path: ['hoursTo'] });
export type CampaignSchedule = z.infer<typeof ZCampaignSchedule>;

/** Where a template variable's value comes from: a contact field, or a custom column by its name. */
export const ZContactField = z.union([
  z.enum(['name', 'phone', 'email']),
  z.string().regex(/^custom:.{1,100}$/, 'Choose a contact field.'),
]);

export const ZCampaignDraft = z.strictObject({
  name: nameText('Campaign name').trim().min(1, 'Please enter a campaign name.').max(120),
  agentId: recordId(),
  kind: z.enum(CAMPAIGN_KINDS),
  schedule: ZCampaignSchedule.default(ZCampaignSchedule.parse({})),
  /** WhatsApp: the approved template and, in order, the fields filling its {{1}}, {{2}}... */
  /** Voice: what the agent says when the contact picks up, with {name} and {a custom column} filled in; the agent's greeting when empty. */
  openingLine: z
    .string()
    .trim()
    .max(1000)
    .transform((line) => line || null)
    .nullable()
    .default(null),
  /** Voice: calls at once, never more than the plan's call lines. */
  maxSimultaneous: z.number().int().min(1).max(100).default(1),
  /** Voice: calls again after no answer or busy, this many times, this far apart. */
  retries: z
    .strictObject({
      count: z.number().int().min(0).max(CAMPAIGN_MAX_RETRIES).default(2),
      spacingMinutes: z.number().int().min(1).max(1440).default(60),
    })
    .default({ count: 2, spacingMinutes: 60 }),
  template: z
    .strictObject({
      name: z.string().min(1, CAMPAIGN_TEMPLATE_REQUIRED).max(512),
      language: z.string().min(1).max(20),
      variables: z.array(ZContactField).max(20).default([]),
    })
    .nullable()
    .default(null),
});
export type CampaignDraft = z.infer<typeof ZCampaignDraft>;

export const ZContactTotals = z.record(z.enum(CONTACT_STATES), z.number());

export const ZCampaign = z.object({
  id: z.string(),
  agentId: z.string(),
  name: z.string(),
  kind: z.enum(CAMPAIGN_KINDS),
  status: z.enum(CAMPAIGN_STATUSES),
  /** Why the campaign stopped on its own, e.g. credits ran out. */
  stoppedReason: z.string().nullable(),
  schedule: z.object({
    startsAt: z.string().nullable(),
    timeZone: z.string(),
    days: z.array(z.number()),
    hoursFrom: z.string(),
    hoursTo: z.string(),
  }),
  template: z.object({ name: z.string(), language: z.string(), variables: z.array(z.string()) }).nullable(),
  openingLine: z.string().nullable(),
  maxSimultaneous: z.number(),
  retries: z.object({ count: z.number(), spacingMinutes: z.number() }),
  contacts: z.number(),
  totals: ZContactTotals,
  /** Contacts messaged, or called to an end. */
  reached: z.number(),
  /** Contacts who replied, picked up, or asked to hear no more. */
  responded: z.number(),
  creditsSpent: z.number(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type Campaign = z.infer<typeof ZCampaign>;

export const ZCampaignList = z.object({ campaigns: z.array(ZCampaign) });

export const ZCampaignParams = z.object({ region: ZRegion, uid: recordId(), campaignId: recordId() });
export const ZCampaignListQuery = z.object({ agentId: recordId().optional() });

export const ZCampaignContact = z.object({
  id: z.string(),
  name: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  customFields: z.record(z.string(), z.string()),
  timeZone: z.string().nullable(),
  state: z.enum(CONTACT_STATES),
  attempts: z.number(),
  durationSeconds: z.number().nullable(),
  cost: z.number(),
  conversationId: z.string().nullable(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
});
export type CampaignContact = z.infer<typeof ZCampaignContact>;
export const ZCampaignContactList = z.object({ contacts: z.array(ZCampaignContact) });

/** A CSV of contacts: a header row naming name, phone, email (and timezone); other columns are custom fields. */
export const ZContactImport = z.strictObject({
  csv: z.string().min(1, 'The file is empty.').max(5_000_000, 'The file is larger than 5 MB.'),
  /** The country of numbers written without a country code, e.g. US. */
  defaultCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

/** Leads chosen by filter as the audience. */
export const ZLeadAudience = z.strictObject({
  statuses: z.array(z.enum(LEAD_STATUSES)).optional(),
  origins: z.array(z.enum(LEAD_ORIGINS)).optional(),
  /** Leads whose conversation carries any of these tags. */
  tags: z.array(z.string().trim().min(1).max(100)).max(20).optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  until: z.iso.datetime({ offset: true }).optional(),
  /** Leads whose custom field has this value. */
  customField: z.strictObject({ name: z.string().min(1).max(100), value: z.string().max(2000) }).optional(),
});
export type LeadAudience = z.infer<typeof ZLeadAudience>;

/** What adding contacts did: rows added, merged into a contact already there, left out, and refused with why. */
export const ZAudienceReport = z.object({
  added: z.number(),
  merged: z.number(),
  excluded: z.array(z.object({ phone: z.string(), reason: z.string() })),
  rejected: z.array(z.object({ row: z.number(), reason: z.string() })),
});
export type AudienceReport = z.infer<typeof ZAudienceReport>;

export const ZDoNotContact = z.object({ phone: z.string(), reason: z.string(), createdAt: z.string() });
export const ZDoNotContactList = z.object({ entries: z.array(ZDoNotContact) });
export const ZDoNotContactBody = z.strictObject({ phone: z.string().min(3).max(40) });
export const ZDoNotContactParams = z.object({ region: ZRegion, uid: recordId(), phone: z.string().min(2).max(20) });

/** Contacts reached over time: per hour, how many were messaged or called, and how many answered or replied. */
export const ZCampaignTimeline = z.object({
  points: z.array(z.object({ at: z.string(), reached: z.number(), responded: z.number() })),
});

/** A voice campaign's opening line for one contact: {name} and {a custom column} filled in, unknown ones left out. */
export function fillOpeningLine(line: string, contact: { name: string | null; customFields: Record<string, string> }) {
  return line
    .replace(/\{([^{}]{1,100})\}/g, (_placeholder, key: string) =>
      key.trim().toLowerCase() === 'name' ? (contact.name ?? '') : (contact.customFields[key.trim()] ?? ''),
    )
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** The weekday (0 is Sunday) and the clock time (HH:MM) at `at` in `timeZone`. */
export function localClock(at: Date, timeZone: string): { day: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    day: WEEKDAY_LABELS.indexOf(part('weekday') as (typeof WEEKDAY_LABELS)[number]),
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** Whether a contact in `timeZone` may be reached at `at`: an allowed day, between the hours (both minutes included). */
export function campaignWindowOpen(
  schedule: Pick<CampaignSchedule, 'days' | 'hoursFrom' | 'hoursTo'>,
  timeZone: string,
  at: Date,
): boolean {
  const { day, time } = localClock(at, timeZone);
  return schedule.days.includes(day) && schedule.hoursFrom <= time && time <= schedule.hoursTo;
}
