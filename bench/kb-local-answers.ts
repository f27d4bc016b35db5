/**
 * The local responder's answers to a website's questions (issue: knowledge quality): with no
 * language model, an answer is right when the sentences it quotes hold one of the question's facts.
 * Retrieval is the agent's own (its limits), and the answer is built as the chat builds it.
 */
import type { Region } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { localResponderAnswer } from '../apps/server/src/engine/local-responder-turn.js';
import { retrievalLimitsOf, retrieveKnowledge } from '../apps/server/src/features/knowledge/index.js';
import type { StoredAgentDoc } from '../apps/server/src/platform/db/schema/index.js';

/** A visitor's question about a website, where its answer is, and what the answer says. */
export interface Question {
  question: string;
  /** The path of the page that answers it. */
  doc: string;
  /** Words the right answer quotes (any one of them). */
  facts: string[];
}

/**
 * Prints the share of `questions` the local responder answers rightly, and the answers it got
 * wrong; true when the share is at least `budget`.
 */
export async function localResponderAnswers(
  app: FastifyInstance,
  request: (options: { method: 'GET'; url: string }) => Promise<unknown>,
  region: Region,
  agentId: string,
  questions: Question[],
  budget: number,
) {
  const { agent } = (await request({ method: 'GET', url: `/api/${region}/v2/agents/${agentId}` })) as {
    agent: StoredAgentDoc;
  };
  let right = 0;
  const wrong: string[] = [];
  for (const { question, facts } of questions) {
    const chunks = await retrieveKnowledge(
      { regions: app.regions },
      region,
      agentId,
      question,
      retrievalLimitsOf(agent),
    );
    const { text } = localResponderAnswer(question, chunks, agent);
    if (facts.some((words) => text.toLowerCase().includes(words.toLowerCase()))) right++;
    else wrong.push(`"${question}" -> "${text}"`);
  }
  const share = right / questions.length;
  console.log(`  local responder answers, without a language model:`);
  for (const miss of wrong) console.log(`    wrong: ${miss}`);
  console.log(`    right ${right}/${questions.length} (${share.toFixed(2)})`);
  const ok = share >= budget;
  console.log(`  budget: local responder right >= ${budget} -> ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}
