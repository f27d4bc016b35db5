import { maskToolRequestValues, type Region, type ToolCallTrace, toolInputSchema } from '@agent-platform/core';
import { jsonSchema, type ToolSet, tool } from 'ai';
import { and, eq, inArray } from 'drizzle-orm';
import { sendToolRequest, type ToolRow, toolFields } from '../features/tools/index.js';
import type { SecretBox } from '../platform/crypto.js';
import type { Regions } from '../platform/db/regions.js';
import { tools } from '../platform/db/schema/index.js';
import type { Egress } from '../platform/egress/egress.js';

export interface AgentToolDeps {
  regions: Regions;
  secretBox: SecretBox;
  egress: Egress;
}

/** What the model gets back instead of an answer, so that it can tell the person the tool failed. */
export interface ToolCallFailure {
  error: string;
}

/**
 * The tools an agent may call while it answers, as an AI SDK `ToolSet` keyed by tool name: the
 * agent's `assignedToolsIds` that are tools of its workspace (unknown or other workspaces' ids
 * are skipped). Each call goes to the tool's server through the egress guard, and is pushed to
 * `trace` (request with every value masked, then the output or the error). A failed call never
 * throws: the model gets `{ error }` and can apologise.
 */
export async function agentToolSet(
  deps: AgentToolDeps,
  region: Region,
  workspaceUid: string,
  toolIds: readonly string[],
  trace: ToolCallTrace[],
): Promise<ToolSet> {
  if (toolIds.length === 0) return {};
  const rows = await deps.regions
    .db(region)
    .select()
    .from(tools)
    .where(and(eq(tools.workspaceUid, workspaceUid), inArray(tools.id, [...toolIds])));
  const set: ToolSet = {};
  for (const row of rows) set[row.name] = callableTool(deps, row, trace);
  return set;
}

function callableTool(deps: AgentToolDeps, row: ToolRow, trace: ToolCallTrace[]) {
  return tool({
    description: row.description || undefined,
    inputSchema: jsonSchema<Record<string, unknown>>(toolInputSchema(toolFields(row)) as never),
    execute: async (input): Promise<unknown> => {
      const args = input ?? {};
      const entry: ToolCallTrace = { toolName: row.name, input: args };
      trace.push(entry);
      const { request, response, error } = await sendToolRequest(deps.egress, deps.secretBox, row, args);
      // The trace is stored and shown to every member: the owner's keys in fixed fields and the URL stay out.
      entry.request = maskToolRequestValues(request);
      if (!response) return failed(entry, `The tool could not be reached: ${error}`);
      const output = readAnswer(response.text, response.headers.get('content-type'));
      if (response.status < 200 || response.status >= 300) {
        return failed(entry, `The tool answered with status ${response.status}.`, output);
      }
      entry.output = output;
      return output;
    },
  });
}

function failed(entry: ToolCallTrace, error: string, output?: unknown): ToolCallFailure & { details?: unknown } {
  entry.error = error;
  if (output !== undefined && output !== '') entry.output = output;
  return output === undefined || output === '' ? { error } : { error, details: output };
}

/** JSON answers are given to the model as data, anything else as the text it is. */
function readAnswer(text: string, contentType: string | null): unknown {
  const looksJson = contentType?.includes('json') || /^\s*[[{]/.test(text);
  if (!looksJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
