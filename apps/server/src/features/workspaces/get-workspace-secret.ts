import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';

/** The bearer secret, shown to members so they can call the API for their workspace. */
export function getWorkspaceSecret(box: SecretBox, access: WorkspaceAccess) {
  return { workspaceSecret: box.open(access.workspace.secretEncrypted) };
}
