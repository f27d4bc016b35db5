import { z } from 'zod';
import { ZWorkspace } from '../workspaces/contracts.js';
import { ZAccount } from './contracts.js';

/** Who is signed in, and every workspace they belong to in either region. */
export const ZMe = z.object({
  account: ZAccount,
  workspaces: z.array(ZWorkspace),
});
export type Me = z.infer<typeof ZMe>;
