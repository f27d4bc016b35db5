import {
  type RichPart,
  ZButtonsPart,
  ZCarouselPart,
  ZLeadFormPart,
  ZLinkCardPart,
  ZVideoPart,
} from '@agent-platform/core';
import { type ToolSet, tool, zodSchema } from 'ai';
import type { z } from 'zod';

/**
 * Each tool's input: the part without its `type`. Made once, with the JSON schema the model is
 * sent kept after its first use (converting a zod schema costs about 0.1 ms, every turn).
 */
const showInput = <S extends z.ZodObject>(schema: S) => ({
  type: schema.shape.type.value as RichPart['type'],
  input: zodSchema(schema.omit({ type: true }) as z.ZodObject),
});

const SHOWN = {
  show_buttons: {
    ...showInput(ZButtonsPart),
    description: 'Show quick-reply buttons the visitor can tap instead of typing.',
  },
  show_carousel: {
    ...showInput(ZCarouselPart),
    description: 'Show a carousel of images, each with an optional title and link.',
  },
  show_link_card: { ...showInput(ZLinkCardPart), description: 'Show a card that links to a web page.' },
  show_video: { ...showInput(ZVideoPart), description: 'Embed a video from YouTube, Vimeo or Loom.' },
  show_lead_form: {
    ...showInput(ZLeadFormPart),
    description: 'Show a form asking for the visitor name, email and/or phone, when they want to be contacted.',
  },
};

/**
 * The UI engine (`vg_enableUIEngine`): tools through which the model shows rich elements. Each
 * call is validated by core's part schema (a video from a host not on the allow list fails and
 * the model is told why) and collected into `parts`, which clients render as data, never as HTML.
 */
export function uiEngineTools(parts: RichPart[]): ToolSet {
  const tools: ToolSet = {};
  for (const [name, { type, input, description }] of Object.entries(SHOWN)) {
    tools[name] = tool({
      description,
      inputSchema: input,
      execute: async (args: Record<string, unknown>) => {
        parts.push({ type, ...args } as RichPart);
        return { shown: true };
      },
    });
  }
  return tools;
}
