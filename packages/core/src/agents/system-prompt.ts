import type { Agent } from './agent.js';
import { flowStep, flowStepPrompt } from './flow/flow-step.js';

/** Where each part of a prompt agent's system prompt comes from, in the order the model reads them. */
export const SYSTEM_PROMPT_SOURCES = [
  'instructions',
  'mainPrompt',
  'opening',
  'step',
  'knowledge',
  'page',
  'uiEngine',
] as const;
export type SystemPromptSource = (typeof SYSTEM_PROMPT_SOURCES)[number];

/** How the dashboard names each part when it explains or previews the prompt. */
export const SYSTEM_PROMPT_PART_LABELS: Record<SystemPromptSource, { label: string; explanation: string }> = {
  instructions: {
    label: 'Agent instructions',
    explanation: 'Set by the template or the website the agent was made from. The model reads them first.',
  },
  mainPrompt: { label: 'Main prompt', explanation: 'Your own words about the agent, after its instructions.' },
  opening: {
    label: 'Opening prompt',
    explanation: 'Told to the model as how it opened the conversation. Visitors see the greeting, not this.',
  },
  step: {
    label: 'Canvas step',
    explanation:
      'When Nodes is on and the Canvas has steps: the step the conversation is at, its instructions and when to move on.',
  },
  knowledge: {
    label: 'Knowledge',
    explanation: 'The parts of the Knowledge tab that match the visitor’s message, found again for every message.',
  },
  page: { label: 'Visitor’s page', explanation: 'The web page the visitor is on, when the widget knows it.' },
  uiEngine: {
    label: 'UI engine',
    explanation: 'When the UI engine is on: how to show buttons, carousels, link cards, videos and contact forms.',
  },
};

/** What the model is told when it can show rich elements (`vg_enableUIEngine`). */
export const UI_ENGINE_INSTRUCTIONS =
  'You can format answers in Markdown. To show buttons, a carousel, a link card, a video or a contact form, call the matching show_ tool, then keep writing your answer.';

export interface SystemPromptInput {
  agent: Pick<Agent, 'vg_systemPrompt' | 'vg_prompt' | 'vg_initPrompt' | 'vg_enableUIEngine' | 'enableNodes' | 'nodes'>;
  /** The flow step the conversation is at; null for a new conversation. */
  currentNodeId: string | null;
  /** The retrieved knowledge, best first. */
  knowledge: readonly { docName: string; text: string }[];
  pageUrl?: string;
}

export interface SystemPromptSection {
  source: SystemPromptSource;
  text: string;
}

/** The parts of a prompt agent's system prompt for one turn, in order, empty ones left out. */
export function systemPromptSections(input: SystemPromptInput): SystemPromptSection[] {
  const { agent } = input;
  const step = agent.enableNodes ? flowStep(agent.nodes, input.currentNodeId) : null;
  const text: Record<SystemPromptSource, string> = {
    instructions: agent.vg_systemPrompt,
    mainPrompt: agent.vg_prompt ?? '',
    opening: agent.vg_initPrompt.trim() ? `How you opened this conversation:\n${agent.vg_initPrompt}` : '',
    step: step ? flowStepPrompt(step) : '',
    knowledge: knowledgeContext(input.knowledge),
    page: input.pageUrl ? `The visitor is on this page of the website: ${input.pageUrl}` : '',
    uiEngine: agent.vg_enableUIEngine ? UI_ENGINE_INSTRUCTIONS : '',
  };
  return SYSTEM_PROMPT_SOURCES.filter((source) => text[source].trim()).map((source) => ({
    source,
    text: text[source],
  }));
}

/** The system prompt the engine sends a prompt agent's model for one turn. */
export function systemPrompt(input: SystemPromptInput): string {
  return systemPromptSections(input)
    .map((section) => section.text)
    .join('\n\n');
}

/** The retrieved knowledge, numbered, for the model to answer from. */
function knowledgeContext(chunks: SystemPromptInput['knowledge']): string {
  if (chunks.length === 0) return '';
  const numbered = chunks.map((chunk, index) => `[${index + 1}] ${chunk.docName}\n${chunk.text}`);
  return `Answer from this knowledge when it is relevant; do not invent facts it does not state.\n\n${numbered.join('\n\n')}`;
}
