import {
  type RichPart,
  ZButtonsPart,
  ZCarouselPart,
  ZLeadFormPart,
  ZLinkCardPart,
  ZVideoPart,
} from '@agent-platform/core';
import { type ToolSet, tool } from 'ai';
import type { z } from 'zod';

/**
 * The UI engine (`vg_enableUIEngine`): tools through which the model shows rich elements. Each
 * call is validated by core's part schema (a video from a host not on the allow list fails and
 * the model is told why) and collected into `parts`, which clients render as data, never as HTML.
 */
export function uiEngineTools(parts: RichPart[]): ToolSet {
  const show = <S extends z.ZodObject>(schema: S, description: string) => {
    const input = schema.omit({ type: true });
    return tool({
      description,
      inputSchema: input,
      execute: async (args) => {
        parts.push({ type: schema.shape.type.value, ...args } as RichPart);
        return { shown: true };
      },
    });
  };
  return {
    show_buttons: show(ZButtonsPart, 'Show quick-reply buttons the visitor can tap instead of typing.'),
    show_carousel: show(ZCarouselPart, 'Show a carousel of images, each with an optional title and link.'),
    show_link_card: show(ZLinkCardPart, 'Show a card that links to a web page.'),
    show_video: show(ZVideoPart, 'Embed a video from YouTube, Vimeo or Loom.'),
    show_lead_form: show(
      ZLeadFormPart,
      'Show a form asking for the visitor name, email and/or phone, when they want to be contacted.',
    ),
  };
}

/** What the model is told when it can show rich elements. */
export const UI_ENGINE_INSTRUCTIONS =
  'You can format answers in Markdown. To show buttons, a carousel, a link card, a video or a contact form, call the matching show_ tool, then keep writing your answer.';
