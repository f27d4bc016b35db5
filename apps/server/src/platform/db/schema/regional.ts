import type {
  Agent,
  KbDocStatus,
  KbFormat,
  KbRefreshRate,
  KbSourceType,
  NotifyIf,
  NotifyThrough,
  WorkspaceLimits,
  WorkspacePermission,
} from '@agent-platform/core';
import { MESSAGING_CHANNELS } from '@agent-platform/core';

export type StoredAgentDoc = Omit<Agent, 'SECRET_API_KEY'>;

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Regional tables: each region's database holds its own copy of these. */

export const workspaces = pgTable(
  'workspaces',
  {
    uid: text('uid').primaryKey(),
    ownerId: text('owner_id').notNull(),
    /** The workspace made for its owner at first sign-in; one per owner. */
    isPersonal: boolean('is_personal').notNull().default(false),
    workspaceName: text('workspace_name').notNull(),
    /** sha256 of the bearer secret, for lookup; the secret itself is kept encrypted. */
    secretHash: text('secret_hash').notNull().unique(),
    secretEncrypted: text('secret_encrypted').notNull(),
    photoURL: text('photo_url'),
    loadTokens: numeric('load_tokens', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    plan: text('plan').notNull().default('free'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    limits: jsonb('limits').$type<WorkspaceLimits>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workspaces_one_personal_idx').on(t.ownerId).where(sql`${t.isPersonal}`)],
);

/** Membership is by email (spec: workspaceEmails), so an invitee can join before having an account. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'member'] }).notNull(),
    /** The member's own permission strings, narrowing the role's; null: the role's defaults. */
    permissions: text('permissions').array().$type<WorkspacePermission[]>(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** The member's own notification settings for this workspace; defaults as core's DEFAULT_NOTIFICATION_SETTINGS. */
    notifyThrough: text('notify_through').$type<NotifyThrough>().notNull().default('all'),
    notifyIf: text('notify_if').$type<NotifyIf>().notNull().default('requestsOnly'),
  },
  (t) => [primaryKey({ columns: [t.workspaceUid, t.email] }), index('workspace_members_email_idx').on(t.email)],
);

/**
 * Append-only credit log (spec 002 §3.12 "Credit log entry"): a balance changes only in the
 * same transaction as its row, and `idempotencyKey` makes a repeated charge a no-op.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    /** Signed: negative for a decrease. The spec's `amount` is its absolute value, `direction` its sign. */
    delta: numeric('delta', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    causedBy: text('caused_by', { enum: ['agent', 'feature'] }),
    agentId: text('agent_id'),
    featureKey: text('feature_key'),
    logMessage: text('log_message'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    modelId: text('model_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_workspace_idx').on(t.workspaceUid, t.createdAt)],
);

/**
 * Credits set aside for an answer while it streams: only the balance not reserved by other
 * answers may be reserved, so parallel answers never together spend more than the balance. A
 * row is deleted when its answer is charged; one left by a crashed process stops counting once
 * it expires.
 */
export const creditReservations = pgTable(
  'credit_reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    credits: numeric('credits', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('credit_reservations_workspace_idx').on(t.workspaceUid, t.expiresAt)],
);

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

/** Spec 000 §3 "Organisation": which agents (widgetIDs) an organisation shows. A workspace's own org has its uid. */
export const orgs = pgTable('orgs', {
  id: text('id').primaryKey(),
  workspaceUid: text('workspace_uid')
    .notNull()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  widgetIDs: jsonb('widget_ids').$type<string[]>().notNull().default([]),
  /** Spec 002 §3.9: the tags members pick from in Chats; with `disallowAnyTags`, the only ones allowed. */
  predefinedTags: text('predefined_tags').array().notNull().default([]),
  disallowAnyTags: boolean('disallow_any_tags').notNull().default(false),
  lastModified: bigint('last_modified', { mode: 'number' }).notNull(),
});

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

/** A conversation between a visitor and an agent (widget, and later the channels). */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull().default('web'),
    /** Who the conversation is with on a messaging channel (a Telegram chat id): one conversation each, per agent. */
    channelUserId: text('channel_user_id'),
    /** sha256 of the visitor's short-lived token; only its holder may read or write here. */
    visitorTokenHash: text('visitor_token_hash').notNull().unique(),
    visitorTokenExpiresAt: timestamp('visitor_token_expires_at', { withTimezone: true }).notNull(),
    /** The node of the agent's flow this conversation is at (nodes runtime); null before the first turn. */
    currentNodeId: text('current_node_id'),
    /** Set when the flow reached an `end` node: the conversation takes no more messages. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * A member took the conversation over (spec 002 §3.1 `manualControl`, per conversation): the
     * AI does not answer until it is handed back. `takenOverBy` is the member's user id.
     */
    manualControl: boolean('manual_control').notNull().default(false),
    takenOverBy: text('taken_over_by'),
    takenOverAt: timestamp('taken_over_at', { withTimezone: true }),
    /** The visitor asked for a human and no member has answered yet. */
    handoffRequestedAt: timestamp('handoff_requested_at', { withTimezone: true }),
    /** When the conversation first went to a person (asked for, or taken over); kept for Analytics. */
    handedOffAt: timestamp('handed_off_at', { withTimezone: true }),
    tags: text('tags').array().notNull().default([]),
    /** The member the conversation is delegated to (user id). */
    delegatedTo: text('delegated_to'),
    countryCode: text('country_code'),
    /**
     * When the visitor's first message was stored. Whoever sets it tells the members who asked to
     * hear of every conversation, so they are told once.
     */
    firstVisitorMessageAt: timestamp('first_visitor_message_at', { withTimezone: true }),
    /** When a member last opened the transcript; later visitor messages are unread. */
    memberReadAt: timestamp('member_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_channel_user_idx')
      .on(t.agentId, t.channel, t.channelUserId)
      .where(sql`${t.channelUserId} is not null`),
    index('conversations_agent_idx').on(t.agentId, t.lastMessageAt),
    index('conversations_workspace_idx').on(t.workspaceUid, t.lastMessageAt),
  ],
);

/**
 * One message. A visitor's message carries the id its sender chose (`clientMessageId`), so a
 * message sent twice is stored, answered and charged once.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** For an answer, who wrote it (spec 002 §3.14 message sender): the AI, or a member who took over. */
    sender: text('sender', { enum: ['ai', 'human'] }),
    /** The member who wrote a `human` answer (user id). */
    memberId: text('member_id'),
    clientMessageId: text('client_message_id'),
    /** For an answer: the visitor message it answers. */
    replyTo: text('reply_to'),
    /** For an answer: `model` or `local` (the local responder). */
    responder: text('responder'),
    modelId: text('model_id'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    credits: numeric('credits', { precision: 14, scale: 3, mode: 'number' }),
    /** Rich elements of an answer (UI engine: buttons, carousel, cards, video, lead form). */
    parts: jsonb('parts').$type<unknown[]>(),
    /** What the debugger shows for an answer: retrieved chunks, tool calls, node transitions. */
    trace: jsonb('trace').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_client_id_idx').on(t.conversationId, t.role, t.clientMessageId),
    uniqueIndex('messages_reply_to_idx').on(t.conversationId, t.replyTo),
  ],
);

/**
 * A workspace's tools (Functions page, spec 002 §3.2). The server URL's secret is kept only
 * encrypted and is never returned; agents pick tools through `assignedToolsIds`.
 */
export const tools = pgTable(
  'tools',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    fields: jsonb('fields').$type<unknown[]>().notNull().default([]),
    serverUrl: text('server_url').notNull(),
    serverUrlSecretEncrypted: text('server_url_secret_encrypted'),
    /** Who created the tool (spec: userId). */
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tools_workspace_name_idx').on(t.workspaceUid, t.name)],
);

/** The Prompts utility: a workspace's library of saved prompts to reuse across agents. */
export const prompts = pgTable(
  'prompts',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prompts_workspace_idx').on(t.workspaceUid, t.updatedAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A website crawl: its discovery job finds the pages, and each becomes a knowledge document with
 * this `crawlId`; the crawl's progress is counted from those documents' statuses.
 */
export const knowledgeCrawls = pgTable(
  'knowledge_crawls',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    maxPages: integer('max_pages').notNull(),
    maxDepth: integer('max_depth').notNull(),
    tags: text('tags').array().notNull().default([]),
    refreshRate: text('refresh_rate').$type<KbRefreshRate>().notNull().default('never'),
    status: text('status').$type<KbDocStatus>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_crawls_agent_idx').on(t.agentId, t.createdAt)],
);

/**
 * An agent's knowledge documents (spec 002 §3.3). `source` keeps an uploaded file so the document
 * can be re-indexed; `content` is the text extracted from it. `ingestionId` names the latest
 * ingestion asked for: a job whose id no longer matches (re-indexed or restarted since) writes
 * nothing, and `attempts` counts the starts of that ingestion, so one that keeps killing its
 * process ends in ERROR instead of being retried forever.
 */
export const knowledgeDocs = pgTable(
  'knowledge_docs',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sourceType: text('source_type').$type<KbSourceType>().notNull(),
    format: text('format').$type<KbFormat>().notNull(),
    url: text('url'),
    crawlId: text('crawl_id').references(() => knowledgeCrawls.id, { onDelete: 'set null' }),
    source: bytea('source'),
    content: text('content').notNull().default(''),
    status: text('status').$type<KbDocStatus>().notNull(),
    error: text('error'),
    charCount: integer('char_count').notNull().default(0),
    chunkCount: integer('chunk_count').notNull().default(0),
    tags: text('tags').array().notNull().default([]),
    refreshRate: text('refresh_rate').$type<KbRefreshRate>().notNull().default('never'),
    lastRefreshAt: timestamp('last_refresh_at', { withTimezone: true }),
    ingestionId: text('ingestion_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Who added the document (spec: userId); null when added with a secret. */
    userId: text('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_docs_agent_idx').on(t.agentId, t.createdAt),
    index('knowledge_docs_workspace_idx').on(t.workspaceUid),
    index('knowledge_docs_status_idx').on(t.status),
    index('knowledge_docs_crawl_idx').on(t.crawlId),
  ],
);

/**
 * A document's chunks, replaced all at once in one transaction whenever it is (re)indexed.
 * `tsv` is the full-text index of the text. Where the server has pgvector, migration 0006 also
 * adds an `embedding vector(1536)` column with an HNSW index; it is not declared here because it
 * may not exist.
 */
export const knowledgeChunks = pgTable(
  'knowledge_chunks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    docId: text('doc_id')
      .notNull()
      .references(() => knowledgeDocs.id, { onDelete: 'cascade' }),
    /** A copy of the document's agent, so retrieval filters chunks without reading documents first. */
    agentId: text('agent_id').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    tsv: tsvector('tsv').notNull().generatedAlwaysAs(sql`to_tsvector('english', "text")`),
  },
  (t) => [
    uniqueIndex('knowledge_chunks_doc_position_idx').on(t.docId, t.position),
    index('knowledge_chunks_agent_idx').on(t.agentId),
    // With the GIN pending list on, searches right after a bulk load scan the unmerged list
    // until autovacuum runs: most of the retrieval p95 in bench:kb. Inserts pay instead.
    index('knowledge_chunks_tsv_idx').using('gin', t.tsv).with({ fastupdate: false }),
  ],
);

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

/**
 * A file a visitor attached in the chat (`acceptFileUpload`), or one uploaded from the dashboard
 * (spec 000 §7 uploadFile). Served from our own origin with a one-year cache header.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    /** The stored name: 8 random characters plus the original extension (spec 000 §5 "Uploader"). */
    filename: text('filename').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_files_conversation_idx').on(t.conversationId)],
);

/**
 * A visitor's contact details, captured by the chat's lead form (spec 002 §2.1 Leads tab). One
 * per conversation: sending the form again updates it. `origin` is where the visitor came from
 * (spec 002 §3.14 contact origins, plus `web` for the widget).
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .unique()
      .references(() => conversations.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    origin: text('origin').notNull(),
    status: text('status').notNull().default('new'),
    customFields: jsonb('custom_fields').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_workspace_idx').on(t.workspaceUid, t.createdAt)],
);

/**
 * A Telegram bot that brings an agent its chats (spec 000 §3 "Telegram bot"), keyed by the bot's
 * id (its token's part before the colon). The token is kept only encrypted; of the secret
 * Telegram sends back with every update, only the hash.
 */
export const telegramBots = pgTable(
  'telegram_bots',
  {
    botId: text('bot_id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    botTokenEncrypted: text('bot_token_encrypted').notNull(),
    webhookSecretHash: text('webhook_secret_hash').notNull(),
    webhookUrl: text('webhook_url').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telegram_bots_agent_idx').on(t.agentId)],
);

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

/**
 * Discord channels connected to agents (spec 000 §3 "Discord channel"): messages in the channel
 * reach the agent through the platform bot, and replies go out through the channel's webhook. A
 * Discord channel answers for one agent of the region, and an agent has one Discord channel. The
 * webhook URL holds the webhook's token, so it is kept encrypted.
 */
export const discordChannels = pgTable(
  'discord_channels',
  {
    /** 15 random characters (spec 000 §9). */
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    channelId: text('channel_id').notNull(),
    /** The server (guild) the webhook belongs to, as Discord reported it at save. */
    guildId: text('guild_id').notNull(),
    /** The public part of the webhook URL, to show which webhook is saved without its token. */
    webhookId: text('webhook_id').notNull(),
    webhookUrlEncrypted: text('webhook_url_encrypted').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discord_channels_agent_idx').on(t.agentId),
    uniqueIndex('discord_channels_channel_idx').on(t.channelId),
  ],
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

/**
 * A phone number the workspace bought through Twilio (spec 002 §3.10: number, friendlyName). A
 * released number is kept with `releasedAt`: it still takes its phone slot until the billing
 * cycle ends (spec 002 §8.4). `id` is ours and names the number in its voice webhook paths.
 */
export const twilioNumbers = pgTable(
  'twilio_numbers',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    friendlyName: text('friendly_name').notNull(),
    /** Twilio's IncomingPhoneNumber sid (PN...). */
    twilioSid: text('twilio_sid').notNull(),
    /** The agent that answers the number's calls. */
    agentId: text('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('twilio_numbers_workspace_idx').on(t.workspaceUid, t.purchasedAt),
    index('twilio_numbers_agent_idx').on(t.agentId),
    uniqueIndex('twilio_numbers_held_idx').on(t.number).where(sql`${t.releasedAt} is null`),
  ],
);

/**
 * One phone call to or from a workspace's number, keyed by Twilio's CallSid: while `in-progress`
 * it takes one of the workspace's concurrent call lines; `chargedAt` is set with its minutes'
 * charge. A call refused for want of a free line is kept as `busy`.
 */
export const phoneCalls = pgTable(
  'phone_calls',
  {
    callSid: text('call_sid').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    numberId: text('number_id')
      .notNull()
      .references(() => twilioNumbers.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    direction: text('direction', { enum: ['inbound', 'outbound'] }).notNull(),
    status: text('status', { enum: ['in-progress', 'completed', 'busy'] }).notNull(),
    caller: text('caller').notNull(),
    callee: text('callee').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    recordingUrl: text('recording_url'),
  },
  (t) => [
    index('phone_calls_workspace_idx').on(t.workspaceUid, t.status, t.startedAt),
    index('phone_calls_conversation_idx').on(t.conversationId),
  ],
);

/**
 * A WhatsApp number connected to an agent by the New Method (spec 000 §3 "WhatsApp number"),
 * keyed by the number's id at Meta: one agent answers a number, and connecting it elsewhere moves
 * it. The business's long-lived token is kept only encrypted. A failed connection is kept as
 * PENDING with Meta's reason, and only a CONNECTED number brings or sends messages.
 */
export const waNumbers = pgTable(
  'wa_numbers',
  {
    phoneId: text('phone_id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    wabaId: text('waba_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    verifiedName: text('verified_name'),
    longAccessTokenEncrypted: text('long_access_token_encrypted').notNull(),
    status: text('status', { enum: ['CONNECTED', 'PENDING'] }).notNull(),
    failureReason: text('failure_reason'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wa_numbers_agent_idx').on(t.agentId), index('wa_numbers_workspace_idx').on(t.workspaceUid)],
);

/**
 * An agent's latest 'Continue With Meta' sign-in for WhatsApp: the long-lived token the sign-in
 * code was exchanged for (encrypted; it never goes back to the browser) and the business account
 * the embedded signup reported, from which numbers are listed and connected.
 */
export const waSignIns = pgTable('wa_sign_ins', {
  agentId: text('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  workspaceUid: text('workspace_uid')
    .notNull()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  longAccessTokenEncrypted: text('long_access_token_encrypted'),
  wabaId: text('waba_id'),
  signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The Legacy Method's WhatsApp connection of an agent (spec 000 §3 agent fields waTestNumber,
 * whatsappToken, whatsappBusniessId, whatsappNumberId, waVerifyPassed): the token is kept here
 * only encrypted, so no agent document or answer carries it.
 */
export const waLegacyChannels = pgTable('wa_legacy_channels', {
  agentId: text('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  workspaceUid: text('workspace_uid')
    .notNull()
    .references(() => workspaces.uid, { onDelete: 'cascade' }),
  whatsappNumberId: text('whatsapp_number_id').notNull(),
  whatsappBusniessId: text('whatsapp_busniess_id').notNull(),
  waTestNumber: text('wa_test_number').notNull(),
  whatsappTokenEncrypted: text('whatsapp_token_encrypted').notNull(),
  waVerifyPassed: boolean('wa_verify_passed').notNull().default(false),
  savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person who wrote to an agent on WhatsApp: the business number they wrote to (replies go out
 * from it) and when they last wrote, which opens WhatsApp's 24-hour customer service window.
 */
export const waContacts = pgTable(
  'wa_contacts',
  {
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    waId: text('wa_id').notNull(),
    phoneId: text('phone_id').notNull(),
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.waId] })],
);

/**
 * A member's reply WhatsApp would not take as free text (outside the 24-hour window), with the
 * reason; the conversation offers an approved template instead, and notes the one sent.
 */
export const waUndeliveredReplies = pgTable(
  'wa_undelivered_replies',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    templateName: text('template_name'),
    templateSentAt: timestamp('template_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wa_undelivered_conversation_idx').on(t.conversationId)],
);

/**
 * Calls a visitor places from the widget's chat (web calls). The call's words are the
 * conversation's messages; this row counts its time. Ending a call bills its minutes once: the
 * end sets `endedAt` only while it is empty, and the charge's idempotency key is the call's id.
 */
export const webCalls = pgTable(
  'web_calls',
  {
    id: text('id').primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** 'browser' or 'deepgram': who heard and spoke, which sets the minute price. */
    speech: text('speech', { enum: ['browser', 'deepgram'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    seconds: integer('seconds'),
    minutes: integer('minutes'),
    credits: numeric('credits', { precision: 14, scale: 3, mode: 'number' }),
  },
  (t) => [
    index('web_calls_agent_idx').on(t.agentId, t.startedAt),
    index('web_calls_conversation_idx').on(t.conversationId),
  ],
);

/**
 * Channels that need their owner to connect them again (issue: channel health): a provider said
 * the token expired, or the daily check found a Telegram webhook unset or failing. One row per
 * agent and channel while it lasts; connecting the channel again clears it.
 */
export const channelHealth = pgTable(
  'channel_health',
  {
    agentId: text('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: MESSAGING_CHANNELS }).notNull(),
    reason: text('reason').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.channel] })],
);

/** When each daily task last ran in this region: the process that moves the mark runs it, so it runs once a day however many processes serve. */
export const dailyRuns = pgTable('daily_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
});

/**
 * Product events of spec 000 §7 (notification webhooks and analytics events: a new channel
 * connection, channels_viewed, whatsapp_channel_added), recorded here for the events mechanism
 * that will deliver them.
 */
export const productEvents = pgTable(
  'product_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    workspaceUid: text('workspace_uid')
      .notNull()
      .references(() => workspaces.uid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_events_workspace_idx').on(t.workspaceUid, t.createdAt)],
);
