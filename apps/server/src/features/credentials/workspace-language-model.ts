import type { Region } from '@agent-platform/core';
import type { LanguageModel } from 'ai';
import { and, asc, eq } from 'drizzle-orm';
import type { ReadCaches } from '../../platform/cache/read-caches.js';
import type { SecretBox } from '../../platform/crypto.js';
import type { Regions } from '../../platform/db/regions.js';
import { llmCredentials } from '../../platform/db/schema/index.js';
import type { GuardedFetch } from '../../platform/egress/guarded-fetch.js';
import type { ServerLlm } from '../../platform/llm/connection.js';
import { createLanguageModel } from '../../platform/llm/language-model.js';
import { credentialConnection } from './find-credential.js';
import type { CredentialRow } from './to-credential.js';

export interface LanguageModelDeps {
  regions: Regions;
  caches: ReadCaches;
  secretBox: SecretBox;
  guardedFetch: GuardedFetch;
  serverLlm: ServerLlm | undefined;
}

export interface ResolvedLanguageModel {
  model: LanguageModel;
  /** Whose provider answers: one the workspace saved, or the server-wide one from config. */
  source: { kind: 'workspace'; credentialId: string } | { kind: 'server' };
}

/**
 * The language model a workspace's agents answer with: the saved provider `credentialId`, or
 * without one the workspace's first saved provider, or else the server-wide provider from config.
 * Undefined when there is none at all: the caller falls back to the local responder.
 */
export async function workspaceLanguageModel(
  deps: LanguageModelDeps,
  workspace: { region: Region; uid: string },
  modelId: string,
  credentialId?: string,
): Promise<ResolvedLanguageModel | undefined> {
  const row =
    credentialId === undefined
      ? await defaultCredential(deps, workspace)
      : await savedCredential(deps, workspace, credentialId);
  if (row) {
    const connection = credentialConnection(deps.secretBox, row);
    return {
      model: createLanguageModel(connection, modelId, deps.guardedFetch),
      source: { kind: 'workspace', credentialId: row.id },
    };
  }
  if (!deps.serverLlm) return undefined;
  const { connection, fetch } = deps.serverLlm;
  return { model: createLanguageModel(connection, modelId, fetch), source: { kind: 'server' } };
}

/** The workspace's first saved provider, read once a minute at most while its agents answer. */
async function defaultCredential(deps: LanguageModelDeps, workspace: { region: Region; uid: string }) {
  const key = `${workspace.region}:${workspace.uid}`;
  const cached = deps.caches.get('defaultLlmCredential', key);
  if (cached) return cached.row;
  const row = await savedCredential(deps, workspace);
  deps.caches.set('defaultLlmCredential', key, { row });
  return row;
}

/** One saved provider of the workspace, or without an id its first. */
async function savedCredential(
  deps: LanguageModelDeps,
  workspace: { region: Region; uid: string },
  credentialId?: string,
): Promise<CredentialRow | undefined> {
  const [row] = await deps.regions
    .db(workspace.region)
    .select()
    .from(llmCredentials)
    .where(
      and(
        eq(llmCredentials.workspaceUid, workspace.uid),
        credentialId === undefined ? undefined : eq(llmCredentials.id, credentialId),
      ),
    )
    .orderBy(asc(llmCredentials.createdAt), asc(llmCredentials.id))
    .limit(1);
  return row;
}

/** Call after a workspace's saved providers changed (added, edited or deleted). */
export const forgetDefaultCredential = (caches: ReadCaches, workspace: { region: Region; uid: string }) =>
  caches.invalidate('defaultLlmCredential', [`${workspace.region}:${workspace.uid}`]);
