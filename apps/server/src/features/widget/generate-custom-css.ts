import { randomUUID } from 'node:crypto';
import { type AiCssGeneratorBody, CSS_ASSISTANT_TEXTS, replyCost } from '@agent-platform/core';
import { generateText } from 'ai';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AgentAccess } from '../../platform/auth/principals.js';
import { agents } from '../../platform/db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import {
  type AfterChargeDeps,
  chargeCredits,
  checkCredits,
  OUT_OF_CREDITS_MESSAGE,
  tellIfCreditsLow,
} from '../billing/index.js';
import { type LanguageModelDeps, workspaceLanguageModel } from '../credentials/index.js';

const CSS_MAX_OUTPUT_TOKENS = 2000;
export const CSS_GENERATOR_FEATURE_KEY = 'ai-css-generator';

/** The chat frame's parts, so that the model styles what exists. Kept in step with the chat's stylesheet. */
const SYSTEM_PROMPT = `You write CSS for a website chat widget. The chat is its own page inside an iframe, so your CSS never touches the website around it.
Its parts: .chat (the whole window; CSS variables --primary, --surface, --bubble, --text, --font), .chat header and .chat header h1 (title bar), .close (close button), .messages (the list), .message.assistant and .message.user (bubbles), .quick-replies button, .card, .carousel, .handoff (ask-for-a-person button), .lead-form, .composer, .composer textarea, .composer button (Send).
Answer briefly, then give the complete stylesheet to use, the current CSS with your changes, in one \`\`\`css block.
Never use @import, url() with a remote address, expression() or </style.`;

/**
 * Asks the workspace's language model for custom CSS, given the owner's chat with the assistant
 * and the CSS in the editor, and charges its credits like any model call of the workspace.
 */
export async function generateCustomCss(
  deps: LanguageModelDeps & AfterChargeDeps,
  log: FastifyBaseLogger,
  access: AgentAccess,
  body: Required<Pick<AiCssGeneratorBody, 'messages' | 'currentCSS'>>,
): Promise<string> {
  const db = deps.regions.db(access.region);
  const [agent] = await db.select({ doc: agents.doc }).from(agents).where(eq(agents.id, access.agentId));
  const modelId = agent?.doc.vg_defaultModel ?? 'gpt-4o';
  const workspace = { region: access.region, uid: access.workspaceUid };
  const resolved = await workspaceLanguageModel(deps, workspace, modelId);
  if (!resolved) throw new AppError('NO_LANGUAGE_MODEL', CSS_ASSISTANT_TEXTS.noLanguageModel);
  const credits = await checkCredits(deps.regions, access.region, access.workspaceUid);
  if (!credits.continue) throw new AppError('OUT_OF_CREDITS', OUT_OF_CREDITS_MESSAGE);

  let result: Awaited<ReturnType<typeof generateText>>;
  try {
    result = await generateText({
      model: resolved.model,
      system: SYSTEM_PROMPT,
      messages: [
        { role: 'system', content: `The current CSS:\n\`\`\`css\n${body.currentCSS || '/* none yet */'}\n\`\`\`` },
        ...body.messages,
      ],
      maxOutputTokens: CSS_MAX_OUTPUT_TOKENS,
      maxRetries: 1,
    });
  } catch (error) {
    log.warn({ err: error, agentId: access.agentId }, 'generating custom CSS failed');
    throw new AppError('LLM_PROVIDER_FAILED', CSS_ASSISTANT_TEXTS.failed);
  }
  const inputTokens = result.usage.inputTokens ?? 0;
  const outputTokens = result.usage.outputTokens ?? 0;
  const charge = await chargeCredits(deps.regions, access.region, {
    workspaceUid: access.workspaceUid,
    credits: replyCost(modelId, inputTokens, outputTokens),
    idempotencyKey: `${CSS_GENERATOR_FEATURE_KEY}:${randomUUID()}`,
    reason: 'AI CSS Assistant',
    causedBy: 'feature',
    agentId: access.agentId,
    featureKey: CSS_GENERATOR_FEATURE_KEY,
    inputTokens,
    outputTokens,
    modelId,
    // The answer is already written: it costs what the balance still holds at most.
    upToBalance: true,
  });
  await tellIfCreditsLow(
    { regions: deps.regions, jobs: deps.jobs, metrics: deps.metrics, log },
    access.region,
    access.workspaceUid,
    charge,
  );
  return result.text;
}
