import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { agents } from '../agents/schema.js';
import { workspaces } from '../workspaces/schema.js';

/**
 * One page load of an agent's widget (spec 000 §7 "Widget runtime": record 'loads'). The country
 * comes from the request's address; the address itself is kept with its host part zeroed.
 */
export const widgetLoads = pgTable(
  'widget_loads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    /** Always 'web-chat' for the widget; kept for the channels that report loads later. */
    origin: text('origin').notNull().default('web-chat'),
    browser: text('browser').notNull(),
    platform: text('platform').notNull(),
    countryCode: text('country_code'),
    ipAddress: text('ip_address'),
    /** The page the widget was loaded on (origin and path, no query). */
    pageUrl: text('page_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('widget_loads_agent_idx').on(t.agentId, t.createdAt)],
);
