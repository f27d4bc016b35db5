import { z } from 'zod';
import { ZApiKey } from '../credentials/contracts.js';
import { recordId } from '../text.js';
import { ZWorkspaceParams } from '../workspaces/contracts.js';

/** A `vf` agent's runtime API key (the flow builder's Dialog API key): write-only, like every secret. */

export const ZWorkspaceAgentParams = ZWorkspaceParams.extend({ agentId: recordId() });

export const ZVfApiKeyBody = z.strictObject({ apiKey: ZApiKey });
export type VfApiKeyBody = z.infer<typeof ZVfApiKeyBody>;

/** What the dashboard may know of the key: whether there is one and its last four characters. */
export const ZVfApiKeyStatus = z.object({ hasApiKey: z.boolean(), apiKeyHint: z.string().nullable() });
export type VfApiKeyStatus = z.infer<typeof ZVfApiKeyStatus>;
