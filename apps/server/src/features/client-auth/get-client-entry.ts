import type { ClientEntry } from '@agent-platform/core';
import type { Db } from '../../platform/db/regions.js';
import { findClientAgency } from './find-client-agency.js';
import type { AgencyOfHost } from './require-agency-host.js';

/** What the agency's sign-in and signup screens show before anyone signs in. */
export async function getClientEntry(db: Db, agency: AgencyOfHost): Promise<ClientEntry> {
  const { document } = await findClientAgency(db, agency.workspaceUid);
  return {
    enableClientSignup: document.settings.enableClientSignup,
    disablePasswordLogin: document.settings.disablePasswordLogin,
    supportEmail: document.supportEmail,
  };
}
