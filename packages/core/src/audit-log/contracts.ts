import { z } from 'zod';
import { idText } from '../text.js';

/** The security-relevant actions a workspace's audit log records. */
export const AUDIT_ACTIONS = [
  'auth.signedIn',
  'auth.signInFailed',
  'auth.passwordResetRequested',
  'auth.passwordReset',
  'members.invited',
  'members.invitationRevoked',
  'members.joined',
  'members.removed',
  'members.roleChanged',
  'members.permissionsChanged',
  'secrets.regenerated',
  'credentials.added',
  'credentials.changed',
  'credentials.removed',
  'domains.added',
  'domains.verified',
  'domains.removed',
  'billing.paymentMethodChanged',
  'billing.subscriptionChanged',
  'agency.adminLinkUsed',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof ZAuditAction>;

/** What the log page shows for each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.signedIn': 'Signed in',
  'auth.signInFailed': 'Failed sign-in',
  'auth.passwordResetRequested': 'Password reset requested',
  'auth.passwordReset': 'Password reset',
  'members.invited': 'Member invited',
  'members.invitationRevoked': 'Invitation withdrawn',
  'members.joined': 'Member joined',
  'members.removed': 'Member removed',
  'members.roleChanged': 'Role changed',
  'members.permissionsChanged': 'Permissions changed',
  'secrets.regenerated': 'Secret regenerated',
  'credentials.added': 'Credential added',
  'credentials.changed': 'Credential changed',
  'credentials.removed': 'Credential removed',
  'domains.added': 'Domain added',
  'domains.verified': 'Domain verified',
  'domains.removed': 'Domain removed',
  'billing.paymentMethodChanged': 'Payment method changed',
  'billing.subscriptionChanged': 'Subscription changed',
  'agency.adminLinkUsed': 'Agency admin link used',
};

/**
 * Who acted: a person signing in (`user`), a member acting in the workspace, the workspace's
 * secret, an agency's client user, or the product itself (checks, payment events).
 */
export const AUDIT_ACTOR_KINDS = ['user', 'member', 'workspaceSecret', 'client', 'system'] as const;
export const ZAuditActor = z.object({
  kind: z.enum(AUDIT_ACTOR_KINDS),
  /** The account's or member's email, the client's id; null for the secret and the system. */
  id: z.string().nullable(),
});
export type AuditActor = z.infer<typeof ZAuditActor>;

/** A little context about the action, never a secret: names, roles, providers, plan keys. */
export const ZAuditDetail = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditDetail = z.infer<typeof ZAuditDetail>;

export const ZAuditEntry = z.object({
  id: z.number().int(),
  action: ZAuditAction,
  actor: ZAuditActor,
  /** What was acted on: a member's email, a credential's label, a domain. */
  target: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: ZAuditDetail,
  at: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const AUDIT_LOG_PAGE_SIZE = 50;
/** How long entries are kept; older ones are deleted by a daily job. */
export const AUDIT_LOG_RETENTION_DAYS = 365;

export const ZAuditLogQuery = z.object({
  action: ZAuditAction.optional(),
  /** The `nextCursor` of the previous page. */
  cursor: idText('The page cursor').max(40).regex(/^\d+$/, 'The page cursor is not valid.').optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_SIZE).optional(),
});
export type AuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const ZAuditLogPage = z.object({
  entries: z.array(ZAuditEntry),
  nextCursor: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof ZAuditLogPage>;
