import type { TwilioConnectionTest } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { fetchTwilioAccount, TwilioError } from '../../providers/twilio/twilio-api.js';
import { requireTwilioAccount } from './twilio-credentials.js';

/** "Test connection" for Twilio: fetching the account proves both the SID and the Auth Token. */
export async function testTwilioCredentials(
  regions: Regions,
  box: SecretBox,
  twilioApiUrl: string,
  access: WorkspaceAccess,
): Promise<TwilioConnectionTest> {
  const account = await requireTwilioAccount(regions, box, access.region, access.uid);
  try {
    return { ok: true, ...(await fetchTwilioAccount(twilioApiUrl, account)) };
  } catch (error) {
    if (error instanceof TwilioError) {
      const reason = error.status === 401 ? 'the Account SID or Auth Token is wrong' : error.description;
      return { ok: false, error: `Twilio refused the credentials: ${reason}.` };
    }
    return { ok: false, error: 'Twilio could not be reached. Please try again later.' };
  }
}
