import type { CreateToolBody, Tool } from '@agent-platform/core';
import type { WorkspaceAccess } from '../../platform/auth/principals.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { tools } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { randomId } from '../../platform/ids.js';
import { sealToolFields } from './seal-tool-fields.js';
import { toTool } from './to-tool.js';

export const TOOL_ID_LENGTH = 16;

// The model calls tools by name, so two tools of one workspace cannot share one.
export const toolNameTaken = () =>
  new AppError('NAME_TAKEN', 'A tool with this name already exists. Please choose another name.');

/** Saves a tool for the workspace; its secret and secret field values are stored only sealed with the server key. */
export async function createTool(
  regions: Regions,
  box: SecretBox,
  access: WorkspaceAccess,
  body: CreateToolBody,
): Promise<Tool> {
  // The unique name per workspace decides a race between two saves of one name.
  const [row] = await regions
    .db(access.region)
    .insert(tools)
    .values({
      id: randomId(TOOL_ID_LENGTH),
      workspaceUid: access.uid,
      name: body.name,
      description: body.description,
      imageUrl: body.imageUrl ?? null,
      fields: sealToolFields(box, body.fields),
      serverUrl: body.serverUrl,
      serverUrlSecretEncrypted: body.serverUrlSecret === undefined ? null : box.seal(body.serverUrlSecret),
      userId: access.principal.kind === 'user' ? access.principal.account.id : access.uid,
    })
    .onConflictDoNothing({ target: [tools.workspaceUid, tools.name] })
    .returning();
  if (!row) throw toolNameTaken();
  return toTool(box, row);
}
