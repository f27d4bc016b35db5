import { type Region, type RetrievedChunkTrace, replyCost } from '@agent-platform/core';
import { generateText, type ModelMessage } from 'ai';
import { workspaceLanguageModel } from '../features/credentials/index.js';
import { retrievalLimitsOf, retrieveKnowledge } from '../features/knowledge/index.js';
import type { StoredAgentDoc } from '../platform/db/schema/index.js';
import type { EngineDeps } from './turn.js';

/** What one answer found in the agent's knowledge. */
export interface KnowledgeSearch {
  chunks: RetrievedChunkTrace[];
  /** With `smart` search: the query the model rewrote the visitor's message into, and what that cost. */
  rewrite?: { query: string; modelId: string; inputTokens: number; outputTokens: number; credits: number };
}

export const DEFAULT_SEARCH_PROMPT =
  "Rewrite the visitor's last message as one short search query for the company's knowledge base. " +
  'Use the conversation to make it stand alone: name what "it" or "that" refers to. ' +
  'Answer with the query only, on one line, in the language of the knowledge base.';

// The conversation the rewrite sees: enough for "and how much is it?" to find its subject.
const REWRITE_HISTORY = 6;
const REWRITE_MAX_TOKENS = 100;
const QUERY_MAX_CHARS = 500;

/**
 * The agent's knowledge for the visitor's message (`vg_kb_llm.searchMethod`). `simple` searches
 * with the message itself. `smart` first has the model rewrite it into a standalone query, with
 * `vg_kb_llm`'s prompt, model, temperature and max tokens; without a model, or if the rewrite
 * fails, it searches with the message, as `simple` does.
 */
export async function searchKnowledge(
  deps: EngineDeps,
  region: Region,
  conversation: { workspaceUid: string; agentId: string },
  agent: StoredAgentDoc,
  history: ModelMessage[],
  question: string,
): Promise<KnowledgeSearch> {
  const limits = retrievalLimitsOf(agent);
  const rewrite = agent.vg_kb_llm?.searchMethod === 'smart' ? await rewriteQuery() : undefined;
  const chunks = await retrieveKnowledge(deps, region, conversation.agentId, rewrite?.query ?? question, limits);
  return rewrite ? { chunks, rewrite } : { chunks };

  async function rewriteQuery(): Promise<KnowledgeSearch['rewrite']> {
    const settings = agent.vg_kb_llm ?? {};
    const modelId = settings.modelId || agent.vg_defaultModel;
    const resolved = await workspaceLanguageModel(deps, { region, uid: conversation.workspaceUid }, modelId);
    if (!resolved) return undefined;
    try {
      const result = await generateText({
        model: resolved.model,
        system: settings.searchPrompt || DEFAULT_SEARCH_PROMPT,
        prompt: transcript(history.slice(-REWRITE_HISTORY), question),
        temperature: settings.temprature ?? 0,
        maxOutputTokens: settings.maxTokens ?? REWRITE_MAX_TOKENS,
        maxRetries: 1,
      });
      const query = result.text.trim().split('\n')[0]?.trim().slice(0, QUERY_MAX_CHARS);
      if (!query) return undefined;
      const inputTokens = result.usage.inputTokens ?? 0;
      const outputTokens = result.usage.outputTokens ?? 0;
      return { query, modelId, inputTokens, outputTokens, credits: replyCost(modelId, inputTokens, outputTokens) };
    } catch (error) {
      deps.log?.warn({ err: error, agentId: conversation.agentId }, 'rewriting a knowledge query failed');
      return undefined;
    }
  }
}

/** The conversation as plain lines, ending with the message to rewrite. */
function transcript(earlier: ModelMessage[], question: string): string {
  const lines = earlier
    .filter((message) => typeof message.content === 'string')
    .map((message) => `${message.role === 'user' ? 'Visitor' : 'Agent'}: ${message.content as string}`);
  return `${lines.join('\n')}\nVisitor: ${question}`.trim();
}
