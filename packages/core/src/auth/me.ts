import { z } from 'zod';
import { ZWorkspace } from '../workspaces/contracts.js';
import { ZAccount } from './contracts.js';

/** Who is signed in, and every workspace they belong to in either region. */
export const ZMe = z.object({
  account: ZAccount,
  workspaces: z.array(ZWorkspace),
});
export type Me = z.infer<typeof ZMe>;

/**
 * A cookie the server sets beside the (httpOnly) session cookie and clears with it. Not a
 * credential: it only tells the sign-in pages that asking who is signed in is worth a request.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
