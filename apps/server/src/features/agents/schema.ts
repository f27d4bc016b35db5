import type { Agent } from '@agent-platform/core';
import { bigint, bigserial, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/schema.js';

export type StoredAgentDoc = Omit<Agent, 'SECRET_API_KEY'>;

/**
 * One row per agent. `doc` is the agent document (spec 002 §3.1) without its SECRET_API_KEY,
 * which is kept as a hash for bearer lookup and encrypted for showing to members. The columns
 * beside `doc` are copies the agents list and its ordering read without opening documents.
 */
export const agents = pgTable(
  'agents',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    roundedImageURL: text('rounded_image_url').notNull().default(''),
    starred: boolean('starred').notNull().default(false),
    /** Unix seconds, as the agent document carries it. */
    lastModified: bigint('last_modified', { mode: 'number' }).notNull(),
    doc: jsonb('doc').$type<StoredAgentDoc>().notNull(),
    secretKeyHash: text('secret_key_hash').notNull().unique(),
    secretKeyEncrypted: text('secret_key_encrypted').notNull(),
    /** The agent's `tokensUsage`: counted per answer here, not in `doc`, so a save never loses a count. */
    tokensUsage: bigint('tokens_usage', { mode: 'number' }).notNull().default(0),
    /** The flow-builder runtime's API key for a `vf` agent; write-only, kept encrypted. */
    vfApiKeyEncrypted: text('vf_api_key_encrypted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agents_workspace_modified_idx').on(t.workspaceUid, t.lastModified)],
);

/** Published versions of an agent, newest kept up to MAX_AGENT_VERSIONS. */
export const agentVersions = pgTable(
  'agent_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    lastModified: bigint('last_modified', { mode: 'number' }).notNull(),
    doc: jsonb('doc').$type<StoredAgentDoc>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_versions_agent_idx').on(t.agentId, t.id)],
);
