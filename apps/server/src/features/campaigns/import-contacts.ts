import { type AudienceReport, CAMPAIGN_NOT_EDITABLE, isTimeZone } from '@agent-platform/core';
import Papa from 'papaparse';
import { z } from 'zod';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { Regions } from '../../platform/db/regions.js';
import { AppError } from '../../platform/errors.js';
import { addContacts, type ContactCandidate } from './add-contacts.js';
import { findCampaign } from './find-campaign.js';
import { normalisePhone } from './normalise-phone.js';

/** The headers read as the contact's own fields; every other column is a custom field under its header. */
type OwnField = 'name' | 'phone' | 'email' | 'timeZone';
const COLUMNS: Record<string, OwnField> = {
  name: 'name',
  'full name': 'name',
  phone: 'phone',
  'phone number': 'phone',
  mobile: 'phone',
  email: 'email',
  'email address': 'email',
  timezone: 'timeZone',
  'time zone': 'timeZone',
};

export const NO_PHONE_COLUMN = 'The file needs a "phone" column.';

/** Rows of a CSV file as contacts, and the rows refused with why; rows are numbered as a spreadsheet does, the header being row 1. */
export function readContactsCsv(
  csv: string,
  defaultCountry?: string,
): { contacts: ContactCandidate[]; rejected: AudienceReport['rejected'] } {
  const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: false }).data;
  const header = (rows[0] ?? []).map((cell) => cell.trim());
  const fields = header.map((cell) => COLUMNS[cell.toLowerCase()]);
  if (!fields.includes('phone')) throw new AppError('VALIDATION_FAILED', NO_PHONE_COLUMN);

  const contacts: ContactCandidate[] = [];
  const rejected: AudienceReport['rejected'] = [];
  rows.slice(1).forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (cells.length > header.length) {
      rejected.push({ row, reason: 'This row has more cells than the header.' });
      return;
    }
    const own: Partial<Record<OwnField, string>> = {};
    const customFields: Record<string, string> = {};
    cells.forEach((raw, column) => {
      const value = raw.trim();
      const field = fields[column];
      const name = header[column];
      if (field) own[field] = value || undefined;
      else if (value && name) customFields[name] = value;
    });
    const problem = contactProblem(own, customFields, defaultCountry);
    if (typeof problem === 'string') rejected.push({ row, reason: problem });
    else contacts.push(problem);
  });
  return { contacts, rejected };
}

/** Why a row cannot be a contact, or the contact with its number as E.164. */
function contactProblem(
  contact: Partial<Record<OwnField, string>>,
  customFields: Record<string, string>,
  defaultCountry?: string,
): string | ContactCandidate {
  if (!contact.phone) return 'No phone number.';
  const phone = normalisePhone(contact.phone, defaultCountry);
  if (!phone) return `"${contact.phone}" is not a valid phone number.`;
  if (contact.email && !z.email().safeParse(contact.email).success)
    return `"${contact.email}" is not a valid email address.`;
  if (contact.timeZone && !isTimeZone(contact.timeZone)) return `"${contact.timeZone}" is not a time zone.`;
  if (contact.name && contact.name.length > 200) return 'The name is longer than 200 characters.';
  return { ...contact, phone, customFields };
}

/** Adds the people of a CSV file to a draft campaign: the report says what was added, merged, left out and refused. */
export async function importContacts(
  regions: Regions,
  access: WorkspaceAccess,
  campaignId: string,
  body: { csv: string; defaultCountry?: string | undefined },
): Promise<AudienceReport> {
  const { contacts, rejected } = readContactsCsv(body.csv, body.defaultCountry);
  return regions.db(access.region).transaction(async (tx) => {
    const campaign = await findCampaign(tx, access, campaignId, { forUpdate: true });
    if (campaign.status !== 'draft') throw new AppError('CAMPAIGN_STATE', CAMPAIGN_NOT_EDITABLE);
    return { ...(await addContacts(tx, campaign, contacts)), rejected };
  });
}
