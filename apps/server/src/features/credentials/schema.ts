import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/schema.js';

/**
 * A workspace's language-model providers (Credentials page). The API key is kept only
 * encrypted and is never returned: the API is write-only for it.
 */
export const llmCredentials = pgTable(
  'llm_credentials',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['openai', 'openai-compatible'] }).notNull(),
    label: text('label').notNull(),
    /** Required for `openai-compatible` (Ollama, vLLM, LM Studio, llama.cpp server); optional override for `openai`. */
    baseURL: text('base_url'),
    apiKeyEncrypted: text('api_key_encrypted'),
    /** The last four characters of the key, so people can tell keys apart. */
    apiKeyHint: text('api_key_hint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('llm_credentials_workspace_label_idx').on(t.workspaceUid, t.label)],
);

/**
 * A workspace's Twilio account (Credentials page), through which its numbers are bought and its
 * calls placed. The Auth Token is kept only encrypted and is never returned.
 */
export const twilioAccounts = pgTable('twilio_accounts', {
  workspaceUid: text('workspace_uid')
    .primaryKey()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  accountSid: text('account_sid').notNull(),
  authTokenEncrypted: text('auth_token_encrypted').notNull(),
  /** The token's last four characters, so people can tell which one is saved. */
  authTokenHint: text('auth_token_hint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
