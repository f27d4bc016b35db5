import { createHash } from 'node:crypto';
import {
  type Agent,
  agentImageSources,
  DEFAULT_WIDGET_FONT,
  type PublicWidgetDataResponse,
  type Region,
  WIDGET_MESSAGE_DELAY_MS,
  webCallSettingsOf,
} from '@agent-platform/core';
import { eq } from 'drizzle-orm';
import type { Regions } from '../../platform/db/regions.js';
import { agents } from '../../platform/db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { checkCustomCss } from './check-custom-css.js';

/**
 * The public widget data of an agent (spec 000 §3), with a strong ETag over its JSON so that a
 * widget asking again within the cache window's renewal gets a 304 without the body.
 */
export async function getPublicWidgetData(
  regions: Regions,
  region: Region,
  agentId: string,
  /** The server has a Deepgram key: web calls stream their audio through it. */
  deepgramConfigured = false,
): Promise<{ body: PublicWidgetDataResponse; etag: string }> {
  const [row] = await regions
    .db(region)
    .select({ doc: agents.doc })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  if (!row) throw notFound('Agent not found.');
  const body = { data: publicWidgetData(row.doc, deepgramConfigured) };
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}"`;
  return { body, etag };
}

/** Field by field, never a spread: a field added to the agent later stays private until listed here. */
function publicWidgetData(
  agent: Omit<Agent, 'SECRET_API_KEY'>,
  deepgramConfigured: boolean,
): PublicWidgetDataResponse['data'] {
  const webCall = webCallSettingsOf(agent, deepgramConfigured);
  return {
    ID: agent.ID,
    ownerID: agent.ownerID,
    title: agent.title,
    theme: agent.theme,
    customThemeJSONString: agent.customThemeJSONString,
    ADVANCED_customCSS: servedCss(agent.ADVANCED_customCSS),
    fontFamily: agent.fontFamily || DEFAULT_WIDGET_FONT,
    lang: agent.lang,
    autoOpenWidget: agent.autoOpenWidget ?? false,
    autoStartWidget: agent.autoStartWidget,
    proactiveMessage: agent.proactiveMessage,
    roundedImageURL: agent.roundedImageURL,
    whatsappPhoneNumber: agent.whatsappPhoneNumber || undefined,
    messageDelayMS: agent.messageDelayMS ?? WIDGET_MESSAGE_DELAY_MS,
    scrollAnimation: agent.scrollAnimation,
    acceptFileUpload: agent.acceptFileUpload ?? false,
    chatForget: agent.chatForget ?? false,
    syncBrowser: agent.syncBrowser ?? false,
    listenForUrlChanges: agent.listenForUrlChanges ?? false,
    ui: { showWhatsappButtonOnWeb: agent.ui?.showWhatsappButtonOnWeb ?? false, widgetType: agent.ui?.widgetType },
    ...(agent.enableHumanHandoff
      ? {
          handoff: {
            buttonType: agent.handoffButtonType ?? 'default',
            ...(agent.handoffLink ? { link: agent.handoffLink } : {}),
            alwaysShow: agent.alwaysShowHandoff ?? false,
            fixedPopup: agent.fixedHandoffPopup ?? false,
            title: agent.UIhandoffTitle,
            subtitle: agent.UIhandoffSubtitle,
          },
        }
      : {}),
    ...(webCall ? { webCall } : {}),
    imageSources: agentImageSources(agent),
  };
}

/** Only CSS that passes the check, as css-tree writes it again; saves refuse the rest, older documents lose it. */
function servedCss(css: string | undefined): string | undefined {
  if (!css) return undefined;
  const check = checkCustomCss(css);
  return 'css' in check && check.css ? check.css : undefined;
}
