import {
  AGENT_SECRET_FIELDS,
  type AgentSaveBody,
  agentSecretAt,
  clientEditableFields,
  isWithinFields,
  MASKED_AGENT_SECRET,
  withAgentSecret,
  withoutAgentSecrets,
  ZAgentSaveBody,
} from '@agent-platform/core';
import type { ClientAccess } from '../../platform/auth/principals.js';
import { AppError } from '../../platform/errors.js';
import type { StoredAgentDoc } from './schema.js';

export const CLIENT_AGENT_CHANGE_REFUSED_MESSAGE = 'Some of these changes are not available for your account.';

/** Set by the server on every save (or counted by the answers): what a client sends there is not a change. */
const SERVER_SET_FIELDS = new Set(['ID', 'ownerID', 'SECRET_API_KEY', 'lastModified', 'tokensUsage']);

/**
 * An agency's client saves the whole agent as it read it (without credentials or key): every
 * field it changed must be one the tabs it holds edit (spec 002 §6: its organisation's allowed
 * settings, all when none are chosen). Anything else refuses the whole save, so nothing is written.
 */
export function checkClientAgentChanges(client: ClientAccess, saved: StoredAgentDoc, body: AgentSaveBody) {
  const editable = clientEditableFields({
    canAccess: client.canAccess,
    allowedSettings: client.allowedSettings,
    hideAdvancedSettings: client.hideAdvancedSettings,
  });
  const changed = changedPaths(asClientSent(body), asClientRead(saved), '');
  if (changed.some((path) => !isWithinFields(path, editable))) {
    throw new AppError('FORBIDDEN', CLIENT_AGENT_CHANGE_REFUSED_MESSAGE);
  }
}

/** The saved agent as the client read it; the save body's defaults applied, as they are to the body. */
function asClientRead(saved: StoredAgentDoc): object {
  const bare = withoutAgentSecrets(saved);
  const parsed = ZAgentSaveBody.safeParse(bare);
  return parsed.success ? parsed.data : bare;
}

/** A credential sent back masked means "keep the saved one", the same as leaving it out. */
function asClientSent(body: AgentSaveBody): object {
  return AGENT_SECRET_FIELDS.reduce(
    (sent, field) =>
      agentSecretAt(sent, field) === MASKED_AGENT_SECRET ? withAgentSecret(sent, field, undefined) : sent,
    body,
  );
}

/** Dot paths where `sent` differs from `read`, inside objects down to the first differing value; lists count whole. */
function changedPaths(sent: unknown, read: unknown, path: string): string[] {
  if (isPlainObject(sent) || isPlainObject(read)) {
    if (!(isPlainObject(sent) || sent === undefined) || !(isPlainObject(read) || read === undefined)) return [path];
    const a = (sent ?? {}) as Record<string, unknown>;
    const b = (read ?? {}) as Record<string, unknown>;
    return [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .filter((key) => !(path === '' && SERVER_SET_FIELDS.has(key)))
      .flatMap((key) => changedPaths(a[key], b[key], path ? `${path}.${key}` : key));
  }
  return sameValue(sent, read) ? [] : [path];
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) return changedPaths(a, b, 'x').length === 0;
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
