import { z } from 'zod';
import { type DashboardTabKey, ZDashboardTabKey } from '../agencies/contracts.js';
import { DASHBOARD_TAB_KEYS } from '../agencies/dashboard-tab-keys.js';
import { ZCustomTabHref } from '../custom-tabs/contracts.js';
import { ZClientTabOrder, ZOrg, ZPreferredLanguage } from '../orgs/contracts.js';
import { idText, nameText, recordId } from '../text.js';
import { ZWorkspaceParams } from '../workspaces/contracts.js';

/** Spec 002 §5.8: the Add User / Edit User drawer's words. */
export const CLIENT_FIELDS_MISSING_MESSAGE = 'Please fill out all fields.';
export const CLIENT_EMAIL_TAKEN_MESSAGE = 'This email is already in use by another client.';
export const CLIENT_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';
export const CLIENT_NOT_FOUND_MESSAGE = 'This client no longer exists. Please refresh and try again.';
export const CLIENT_CUSTOM_TABS_UNKNOWN_MESSAGE =
  "Some of the chosen custom tabs are no longer in the agency's settings. Please pick again.";
export const CLIENT_AGENTS_UNKNOWN_MESSAGE = 'Some of the chosen agents are not in this workspace. Please pick again.';
/** Spec 002 §3.8: the dashboard password is 15 random characters. */
export const CLIENT_DASHBOARD_PASSWORD_LENGTH = 15;
/** Spec 002 §6: a new client gets Conversations when its organisation gives no default access. */
export const CLIENT_FALLBACK_ACCESS = ['/convos'] as const;
export const CLIENT_NAME_MAX = 100;
export const CLIENT_EMAIL_MAX = 254;

export const ZNotifyThrough = z.enum(['email', 'push', 'all', 'none']);
export const ZNotifyIf = z.enum(['all', 'requestsOnly', 'none']);
export const ZClientNotificationsSettings = z.object({
  notifyThrough: ZNotifyThrough.default('all'),
  notifyIf: ZNotifyIf.default('all'),
});
export type ClientNotificationsSettings = z.infer<typeof ZClientNotificationsSettings>;

const ZClientName = nameText('The name', { error: CLIENT_FIELDS_MISSING_MESSAGE })
  .trim()
  .min(1, CLIENT_FIELDS_MISSING_MESSAGE)
  .max(CLIENT_NAME_MAX, `The name can be at most ${CLIENT_NAME_MAX} characters.`);

/** Saved lower-cased and trimmed (spec 002 §3.8), so one address is one client whatever its case. */
const ZClientEmail = z
  .string({ error: CLIENT_FIELDS_MISSING_MESSAGE })
  .trim()
  .toLowerCase()
  .min(1, CLIENT_FIELDS_MISSING_MESSAGE)
  .max(CLIENT_EMAIL_MAX, CLIENT_EMAIL_INVALID_MESSAGE)
  .pipe(z.email(CLIENT_EMAIL_INVALID_MESSAGE));

/**
 * A page a client may be given (canAccess): one of the dashboard's tabs, or the URL of one of the
 * agency's custom tabs (spec 002 §6).
 */
export const ZClientPageKey = z.union([ZDashboardTabKey, ZCustomTabHref]);
export type ClientPageKey = z.infer<typeof ZClientPageKey>;

export const isDashboardTabKey = (key: string): key is DashboardTabKey =>
  (DASHBOARD_TAB_KEYS as readonly string[]).includes(key);

/** What the owner sets in the Add User / Edit User drawer (spec 002 §3.8). */
const ZClientFields = z.object({
  name: ZClientName,
  email: ZClientEmail,
  canAccess: z.array(ZClientPageKey).transform((keys) => [...new Set(keys)]),
  clientTabOrder: ZClientTabOrder,
  isAdmin: z.boolean(),
  isOrgAdmin: z.boolean(),
  allowCreateAgents: z.boolean(),
  canDelegateChats: z.boolean(),
  hideAdvancedSettings: z.boolean(),
  /** Agents of this workspace the client may open. */
  widgetIDs: z.array(recordId('The agent')).transform((ids) => [...new Set(ids)]),
  notificationsSettings: ZClientNotificationsSettings,
  preferredLanguage: ZPreferredLanguage,
});

/**
 * A new client: name and email are required; what is left out comes from the organisation's
 * defaults (access, tab order, language) and the agency's defaults for new clients.
 */
export const ZClientCreateBody = ZClientFields.partial().extend({
  name: ZClientName,
  email: ZClientEmail,
});
export type ClientCreateBody = z.infer<typeof ZClientCreateBody>;

/** An Edit User save: only the edited fields, merged into the client. */
export const ZClientUpdateBody = ZClientFields.partial();
export type ClientUpdateBody = z.infer<typeof ZClientUpdateBody>;

export const ZClientStatus = z.enum(['online', 'offline']);
export type ClientStatus = z.infer<typeof ZClientStatus>;

/** A client as the owner reads it: the dashboard password is shown so the owner can hand it over. */
export const ZClient = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  email: z.string(),
  dashboardPassword: z.string(),
  canAccess: z.array(z.string()),
  clientTabOrder: z.array(z.string()),
  isAdmin: z.boolean(),
  isOrgAdmin: z.boolean(),
  allowCreateAgents: z.boolean(),
  canDelegateChats: z.boolean(),
  hideAdvancedSettings: z.boolean(),
  widgetIDs: z.array(z.string()),
  notificationsSettings: z.object({ notifyThrough: ZNotifyThrough, notifyIf: ZNotifyIf }),
  preferredLanguage: z.string(),
  status: ZClientStatus,
  isNewSignup: z.boolean(),
  onboardingCompleted: z.boolean(),
  createdAt: z.iso.datetime(),
  lastModified: z.iso.datetime(),
});
export type Client = z.infer<typeof ZClient>;

/** An organisation with its client users, newest first (the Clients page). */
export const ZOrgWithClients = ZOrg.extend({ clients: z.array(ZClient) });
export type OrgWithClients = z.infer<typeof ZOrgWithClients>;
export const ZAgencyOrgs = z.object({ orgs: z.array(ZOrgWithClients) });
export type AgencyOrgs = z.infer<typeof ZAgencyOrgs>;

export const ZClientParams = ZWorkspaceParams.extend({ clientId: idText('The client').min(1).max(64) });

export const ZClientDeleted = z.object({ ok: z.literal(true) });
