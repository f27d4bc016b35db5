import { TOOL_TEST_BODY_MAX_CHARS, type ToolTestResult } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import type { Egress } from '../../platform/egress/egress.js';
import { findTool } from './find-tool.js';
import { sendToolRequest } from './send-tool-request.js';

// The answer headers worth showing beside a test; the rest is noise for the person testing.
const SHOWN_HEADERS = ['content-type', 'content-length', 'date', 'server', 'location'];

/**
 * "Send test request" of the tool test builder: sends the sample request built from `args`,
 * exactly as a call by the model would be sent, and shows what the server answered.
 */
export async function testTool(
  regions: Regions,
  box: SecretBox,
  egress: Egress,
  access: WorkspaceAccess,
  toolId: string,
  args: Record<string, unknown>,
): Promise<ToolTestResult> {
  const { request, response, error } = await sendToolRequest(
    egress,
    box,
    await findTool(regions, access, toolId),
    args,
  );
  if (!response) return { request, ok: false, error: `The tool server could not be reached: ${error}` };
  const headers: Record<string, string> = {};
  for (const name of SHOWN_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const truncated = response.text.length > TOOL_TEST_BODY_MAX_CHARS;
  return {
    request,
    ok: response.status >= 200 && response.status < 300,
    status: response.status,
    headers,
    body: truncated ? response.text.slice(0, TOOL_TEST_BODY_MAX_CHARS) : response.text,
    truncated,
  };
}
