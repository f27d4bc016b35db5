import { z } from 'zod';
import { LOGIN_CODE_LENGTH } from '../auth/contracts.js';
import { ZOrgPlanFeatures } from '../org-billing/plan-limits.js';
import { ZOrg, ZOrgName } from '../orgs/contracts.js';
import { ZRegion } from '../regions.js';
import { freeText, nameText } from '../text.js';
import {
  CLIENT_DASHBOARD_PASSWORD_LENGTH,
  CLIENT_FIELDS_MISSING_MESSAGE,
  isDashboardTabKey,
  ZClient,
  ZClientStatus,
} from './contracts.js';

/** Spec 001 §5 and §8, spec 002 §5.7 and §8.3: the client sign-in and session words. */
export const CLIENT_SIGN_IN_MISSING_MESSAGE = 'Please enter your email and password.';
export const CLIENT_SIGN_IN_FAILED_MESSAGE = 'Failed to sign in';
export const CLIENT_SIGN_IN_ERROR_MESSAGE = 'An error occurred during sign in.';
export const CLIENT_SIGN_OUT_ERROR_MESSAGE = 'An error occurred during sign out.';
export const CLIENT_SIGNED_IN_MESSAGE = 'Signed in successfully.';
export const CLIENT_SIGNED_OUT_MESSAGE = 'Signed out successfully.';
export const CLIENT_LOGIN_AGAIN_MESSAGE = 'Please login again.';
export const CLIENT_ACCOUNT_MISSING_MESSAGE = 'Account data not present.';
export const CLIENT_REFRESH_FAILED_MESSAGE = 'Error occurred refreshing account data.';
export const CLIENT_CODE_MISSING_MESSAGE = 'Please enter the verification code.';
/** A code or link that does not match a live one: the server's words, shown as the error toast (spec 002 §8.4). */
export const CLIENT_CODE_INVALID_MESSAGE = 'That code is not valid or has expired. Please request a new one.';
export const CLIENT_LOGIN_LINK_INVALID_MESSAGE = 'This login link is not valid or has expired. Please sign in.';
/** The email field is marked invalid on this answer (spec 002 §5.7, NOT_FOUND). */
export const CLIENT_EMAIL_UNKNOWN_MESSAGE = 'No account was found with this email.';
export const CLIENT_SIGNUP_CLOSED_MESSAGE = 'Sign up is not available here. Please contact us.';
export const CLIENT_SIGNUP_CODE_SENT_MESSAGE = 'We sent a verification code to your email.';
export const CLIENT_LOGIN_CODE_SENT_MESSAGE = 'We sent a login code to your email.';
export const CLIENT_PASSWORD_LOGIN_DISABLED_MESSAGE =
  'Password sign in is turned off. Please sign in with a login code.';
export const CLIENT_NOT_AN_AGENCY_HOST_MESSAGE = 'Client sign in is only available on an agency’s own address.';
export const CLIENT_ACCESS_DISABLED_FALLBACK_MESSAGE = 'Access to this dashboard is turned off. Please contact us.';
/** Spec 001 §8, spec 002 §8.3: the client dashboard's notices. */
export const CLIENT_NO_AGENTS_MESSAGE = 'This account has no agents';
export const CLIENT_AGENTS_LOAD_FAILED_MESSAGE = 'Error loading agents';
export const CLIENT_DELEGATION_REFUSED_MESSAGE = 'Chats can be delegated to the team from the agency’s dashboard.';
export const CLIENT_NOT_ADMIN_MESSAGE = 'You are not an admin';
export const CLIENT_ACCOUNT_SAVED_MESSAGE = 'Updated client data';
export const CLIENT_ACCOUNT_SAVE_FAILED_MESSAGE = 'Failed to update client data';
export const CLIENT_FEEDBACK_SENT_MESSAGE = 'Feedback sent!';
/** Spec 002 §2.11: the interstitial and the 'No Access' screen. */
export const CLIENT_SETTING_UP_TITLE = 'Setting up your account...';
export const CLIENT_SETTING_UP_TEXT = "Welcome aboard! We're preparing your personalized dashboard.";
export const CLIENT_NO_ACCESS_TITLE = 'No Access';
export const CLIENT_NO_ACCESS_TEXT = "This account doesn't have access to any agent";

/** Spec 002 §9.4: timings of the sign-in screens. */
export const CLIENT_LOADING_TIMEOUT_MS = 10_000;
export const CLIENT_SIGNUP_SIGN_IN_DELAY_MS = 500;
export const CLIENT_NAVIGATE_DELAY_MS = 100;
export const CLIENT_LOADING_HOLD_MS = 1200;
/** Spec 001 §4: sign-out goes to / after this long. */
export const CLIENT_SIGN_OUT_REDIRECT_MS = 100;
/** Spec 001 §2: agent titles in the client's agent picker. */
export const CLIENT_AGENT_TITLE_MAX = 30;

/** A client's sign-in link (`/?token=`) stays valid this long, once. */
export const CLIENT_LOGIN_LINK_TTL_SECONDS = 24 * 60 * 60;
export const CLIENT_FEEDBACK_MESSAGE_MAX = 5000;
export const CLIENT_FEEDBACK_ATTACHMENTS_MAX = 5;
/** Per attachment, before base64. */
export const CLIENT_FEEDBACK_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;

const ZClientEmail = z
  .string({ error: CLIENT_SIGN_IN_MISSING_MESSAGE })
  .trim()
  .toLowerCase()
  .min(1, CLIENT_SIGN_IN_MISSING_MESSAGE)
  .max(254, 'Please enter a valid email address.')
  .pipe(z.email('Please enter a valid email address.'));

const ZLoginCode = z
  .string({ error: CLIENT_CODE_MISSING_MESSAGE })
  .trim()
  .min(1, CLIENT_CODE_MISSING_MESSAGE)
  .regex(new RegExp(`^[0-9]{${LOGIN_CODE_LENGTH}}$`), `The code has ${LOGIN_CODE_LENGTH} digits.`);

/** Sign In with the dashboard password (spec 002 §2.9). */
export const ZClientSignInBody = z.strictObject({
  email: ZClientEmail,
  password: z
    .string({ error: CLIENT_SIGN_IN_MISSING_MESSAGE })
    .min(1, CLIENT_SIGN_IN_MISSING_MESSAGE)
    .max(CLIENT_DASHBOARD_PASSWORD_LENGTH * 10),
});
export type ClientSignInBody = z.infer<typeof ZClientSignInBody>;

/** Email Login Code / Resend Code. */
export const ZClientCodeRequestBody = z.strictObject({ email: ZClientEmail });
export type ClientCodeRequestBody = z.infer<typeof ZClientCodeRequestBody>;

/** The Login Code field's submit. */
export const ZClientCodeSignInBody = z.strictObject({ email: ZClientEmail, code: ZLoginCode });
export type ClientCodeSignInBody = z.infer<typeof ZClientCodeSignInBody>;

/** `/?token=`: a one-time sign-in link the agency owner made for the client. */
export const ZClientTokenSignInBody = z.strictObject({
  token: z.string({ error: CLIENT_LOGIN_LINK_INVALID_MESSAGE }).min(20, CLIENT_LOGIN_LINK_INVALID_MESSAGE).max(200),
});
export type ClientTokenSignInBody = z.infer<typeof ZClientTokenSignInBody>;

const ZSignupName = nameText('The name', { error: CLIENT_FIELDS_MISSING_MESSAGE })
  .trim()
  .min(1, CLIENT_FIELDS_MISSING_MESSAGE)
  .max(100, 'The name can be at most 100 characters.');
const ZSignupEmail = z
  .string({ error: CLIENT_FIELDS_MISSING_MESSAGE })
  .trim()
  .toLowerCase()
  .min(1, CLIENT_FIELDS_MISSING_MESSAGE)
  .max(254, 'Please enter a valid email address.')
  .pipe(z.email('Please enter a valid email address.'));

/** Send Verification Code on the client signup screen (spec 002 §2.10). */
export const ZClientSignupCodeBody = z.strictObject({ name: ZSignupName, email: ZSignupEmail });
export type ClientSignupCodeBody = z.infer<typeof ZClientSignupCodeBody>;

/** Create: the code makes the account (a new organisation with the client as its admin). */
export const ZClientSignupBody = ZClientSignupCodeBody.extend({ code: ZLoginCode });
export type ClientSignupBody = z.infer<typeof ZClientSignupBody>;

/** The signed-in client as it sees itself: no dashboard password. */
export const ZClientSelf = ZClient.omit({ dashboardPassword: true }).extend({
  squarePhotoURL: z.string().nullable(),
});
export type ClientSelf = z.infer<typeof ZClientSelf>;

/** A user of the client's organisation, for the workspace picker's avatars. */
export const ZClientOrgUser = z.object({ id: z.string(), name: z.string(), squarePhotoURL: z.string().nullable() });

/**
 * The client session (spec 002 §7.5 `refresh`: success, clientData, orgData): who is signed in,
 * their organisation, and where their agency's data lives.
 */
export const ZClientSession = z.object({
  client: ZClientSelf,
  org: ZOrg.extend({ users: z.array(ZClientOrgUser) }),
  region: ZRegion,
  workspaceUid: z.string(),
  /** The agency's support address (the 'No Access' screen's contact link); '' when unset. */
  supportEmail: z.string(),
  /** Whether Feedback shows: the agency has a verified email sending domain (spec 001 §2). */
  feedbackEnabled: z.boolean(),
  /** What the organisation's agency plan allows of analytics, leads and voice while billing applies; null: all. */
  planFeatures: ZOrgPlanFeatures.nullable(),
});
export type ClientSession = z.infer<typeof ZClientSession>;

/** What the sign-in and signup screens of an agency's host need before anyone signs in (spec 002 §2.9, §2.10). */
export const ZClientEntry = z.object({
  /** The 'Sign Up' link shows. */
  enableClientSignup: z.boolean(),
  /** The password field and Sign In are hidden: login codes only. */
  disablePasswordLogin: z.boolean(),
  /** The agency's support address; '' when unset. */
  supportEmail: z.string(),
});
export type ClientEntry = z.infer<typeof ZClientEntry>;

/** An agent of the client's picker: only the agents of its widgetIDs. */
export const ZClientAgent = z.object({
  id: z.string(),
  title: z.string(),
  imageURL: z.string().nullable(),
  lastModified: z.number(),
});
export const ZClientAgents = z.object({ agents: z.array(ZClientAgent) });
export type ClientAgents = z.infer<typeof ZClientAgents>;
export type ClientAgent = z.infer<typeof ZClientAgent>;

/**
 * The client dashboard as one of the agency's clients sees it, for the agency settings' live
 * preview (spec 001 §2): the client's own session and the agents of its widgetIDs, as it loads them.
 */
export const ZClientDashboardPreview = z.object({ session: ZClientSession, agents: z.array(ZClientAgent) });
export type ClientDashboardPreview = z.infer<typeof ZClientDashboardPreview>;

/** The credits button's toggle (spec 001 §4 "Client status"). */
export const ZClientStatusBody = z.strictObject({ status: ZClientStatus });

/** The Account drawer's Save: a merge of the edited fields. */
export const ZClientAccountBody = z.strictObject({
  name: ZSignupName.optional(),
  email: ZSignupEmail.optional(),
});
export type ClientAccountBody = z.infer<typeof ZClientAccountBody>;

/** The Feedback drawer's Submit; attachments travel as base64. */
export const ZClientFeedbackBody = z.strictObject({
  message: freeText().pipe(
    z
      .string()
      .trim()
      .min(1, 'Please write your feedback.')
      .max(CLIENT_FEEDBACK_MESSAGE_MAX, `Feedback can be at most ${CLIENT_FEEDBACK_MESSAGE_MAX} characters.`),
  ),
  attachments: z
    .array(
      z.object({
        name: nameText('The file name').trim().min(1).max(200),
        contentType: z.string().max(100),
        /** Base64 of at most CLIENT_FEEDBACK_ATTACHMENT_MAX_BYTES bytes. */
        content: z
          .string()
          .max(Math.ceil(CLIENT_FEEDBACK_ATTACHMENT_MAX_BYTES / 3) * 4, 'An attachment can be at most 2 MB.'),
      }),
    )
    .max(CLIENT_FEEDBACK_ATTACHMENTS_MAX, `At most ${CLIENT_FEEDBACK_ATTACHMENTS_MAX} attachments.`)
    .default([]),
});
export type ClientFeedbackBody = z.infer<typeof ZClientFeedbackBody>;

/** A one-time sign-in link for a client, made by the agency owner on the Clients page. */
export const ZClientLoginLink = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type ClientLoginLink = z.infer<typeof ZClientLoginLink>;
/** A sign-in link opens on the agency's own address, so it needs one. */
export const CLIENT_LOGIN_LINK_NO_ADDRESS_MESSAGE =
  'Set up your subdomain or custom domain first: client sign-in links open on your own address.';

/** Email Login Code, Resend Code and Send Verification Code: the code is on its way. */
export const ZClientCodeSent = z.object({ ok: z.literal(true), message: z.string() });
export type ClientCodeSent = z.infer<typeof ZClientCodeSent>;

/** Feedback shows only with the agency's verified email domain (spec 001 §2); a call without one is refused. */
export const CLIENT_FEEDBACK_UNAVAILABLE_MESSAGE =
  'Feedback is not available yet: the agency has no verified email sending domain.';

/**
 * The tab a client opens first (spec 002 §2.11): the first of canAccess, with 'overview' read as
 * 'home' and the slash removed. Custom tabs are pages of their own, not tabs of an agent: passed over.
 */
export function firstClientTab(canAccess: readonly string[]): string {
  const first = canAccess.find((key) => isDashboardTabKey(key) || key === '/overview')?.replace(/^\//, '') ?? 'home';
  return first === 'overview' ? 'home' : first;
}

/** An organisation admin's About: the organisation's name (spec 001 §2 "Client top bar"). */
export const ZClientOrgAboutBody = z.strictObject({ name: ZOrgName });
export type ClientOrgAboutBody = z.infer<typeof ZClientOrgAboutBody>;

/** An organisation admin's Add User: a new user of the same organisation, who signs in with an emailed code. */
export const ZClientOrgUserBody = ZClientSignupCodeBody;
export type ClientOrgUserBody = z.infer<typeof ZClientOrgUserBody>;
export const CLIENT_ORG_USER_ADDED_MESSAGE = 'User added. They can sign in with a login code sent to their email.';
