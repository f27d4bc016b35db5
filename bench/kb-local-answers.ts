/**
 * The local responder's answers to the test website's questions (issue: knowledge quality): with
 * no language model, an answer is right when the sentences it quotes hold the fact asked for.
 * Retrieval is the agent's own (its limits), and the answer is built as the chat builds it.
 */
import type { Region } from '@agent-platform/core';
import type { FastifyInstance } from 'fastify';
import { localResponderAnswer } from '../apps/server/src/engine/local-responder-turn.js';
import { retrievalLimitsOf, retrieveKnowledge } from '../apps/server/src/features/knowledge/index.js';
import type { StoredAgentDoc } from '../apps/server/src/platform/db/schema/index.js';

/** For each question of `kb-questions.json`: words the right answer quotes (any one of them). */
const EXPECTED: Record<string, string[]> = {
  'Which days do you roast the coffee?': ['every Tuesday and Friday'],
  'Where do your beans come from?': ['Ethiopia, Colombia, Guatemala and Sumatra', 'directly from twelve farms'],
  'How do I know if the coffee is fresh?': ['stamped with its roast date'],
  'Can I put the empty bag in my compost?': ['home compostable'],
  'Do you sell gift cards?': ['Gift cards from $25 to $200'],
  'Who founded Larkspur?': ['by Mara Ellison'],
  'How many people work for you?': ['employ nine people'],
  'What roasting machine do you use?': ['Probat UG-15'],
  'Do the farmers get a fair price from you?': ['30 percent above the Fairtrade minimum'],
  'Are you B Corp certified?': ['became a certified B Corp'],
  'How much does the weekly subscription cost?': ['$18 per week'],
  'Can I cancel my subscription whenever I want?': ['cancel a subscription at any time'],
  'Do you ship to Canada?': ['ship to Canada for $15'],
  'Could you grind the beans for my French press?': ['French press or a moka pot at no extra cost'],
  'Is there a discount for students?': ['Students get 15% off'],
  'What is your signature drink?': ['house special is the cardamom cortado'],
  'Can I get oat milk in my coffee?': ['Oat, almond and whole milk are available'],
  'Do you serve decaf?': ['Swiss Water decaf'],
  'Do you have cold brew in summer?': ['on tap from May to September'],
  'What pastries do you have?': ['almond croissants'],
  'Are you open on Sunday?': ['closed on Sundays'],
  'What time do you open on Saturdays?': ['Saturday from 8:00 to 16:00'],
  'Where can I park my car?': ['street parking on Alder Street'],
  'Can I bring my dog along?': ['Dogs are welcome'],
  "What's your phone number?": ['+1 503 555 0142'],
  'What is your address?': ['418 Alder Street'],
  'Where are you located?': ['418 Alder Street'],
  "What's the smallest wholesale order I can place?": ['minimum order is 5 kg'],
  'What is the wholesale price of your espresso blend per kilo?': ['espresso blend: $21 per kg'],
  'Do you offer barista training to cafés that buy from you?': ['free barista training'],
  'Can my café borrow an espresso machine?': ['borrow a two-group espresso machine'],
  'When do I have to pay a wholesale invoice?': ['due within 30 days'],
};

/** Prints the share of `questions` the local responder answers rightly, and the answers it got wrong. */
export async function localResponderAnswers(
  app: FastifyInstance,
  request: (options: { method: 'GET'; url: string }) => Promise<unknown>,
  region: Region,
  agentId: string,
  questions: { question: string }[],
) {
  const { agent } = (await request({ method: 'GET', url: `/api/${region}/v2/agents/${agentId}` })) as {
    agent: StoredAgentDoc;
  };
  let right = 0;
  const wrong: string[] = [];
  for (const { question } of questions) {
    const expected = EXPECTED[question];
    if (!expected) {
      wrong.push(`"${question}": no expected answer written for it in bench/kb-local-answers.ts`);
      continue;
    }
    const chunks = await retrieveKnowledge(
      { regions: app.regions },
      region,
      agentId,
      question,
      retrievalLimitsOf(agent),
    );
    const { text } = localResponderAnswer(question, chunks, agent);
    if (expected.some((words) => text.toLowerCase().includes(words.toLowerCase()))) right++;
    else wrong.push(`"${question}" -> "${text}"`);
  }
  console.log(`local responder answers: ${questions.length} questions, without a language model`);
  for (const miss of wrong) console.log(`  wrong: ${miss}`);
  console.log(`  right ${right}/${questions.length} (${(right / questions.length).toFixed(2)})`);
}
