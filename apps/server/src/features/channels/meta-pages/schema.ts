import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from '../../agents/schema.js';
import { workspaces } from '../../workspaces/schema.js';

/**
 * Facebook pages connected to agents (spec 000 §3 "Meta page"): Messenger messages to the page,
 * and Instagram messages to the Instagram account linked to it, reach the agent. A page answers
 * for one agent at a time; its page access token is kept encrypted.
 */
export const metaPages = pgTable(
  'meta_pages',
  {
    pageId: text('page_id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    pageName: text('page_name').notNull(),
    igPageId: text('ig_page_id'),
    igPageName: text('ig_page_name'),
    pageAccessTokenEncrypted: text('page_access_token_encrypted').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meta_pages_agent_idx').on(t.agentId), index('meta_pages_ig_page_idx').on(t.igPageId)],
);
