import { SETTINGS_SECTIONS, type SettingDefinition } from './settings-sections.js';

/**
 * The Widget tab (`overview`, spec 002 §2.1): every setting of the widget in one place beside its
 * live preview. Most are Settings-tab settings shown again here (same id, same input); the rest
 * are the fields the catalogue leaves to this tab (AGENT_FIELDS_OUTSIDE_SETTINGS.overview).
 */

/** A setting only the Widget tab edits. */
export type WidgetTabSetting = Omit<SettingDefinition, 'id'> & { id: `overview.${string}` };

export interface WidgetTabGroup {
  id: 'look' | 'launcher' | 'behaviour' | 'handoff' | 'domains';
  label: string;
  description: string;
  settings: readonly (SettingDefinition | WidgetTabSetting)[];
}

const WIDGET_TAB_OWN_SETTINGS: readonly WidgetTabSetting[] = [
  {
    id: 'overview.autoOpenWidget',
    label: 'Open the chat window when the page loads',
    description: 'The chat window opens by itself as soon as the page has loaded, without a click on the launcher.',
    kind: 'switch',
    field: 'autoOpenWidget',
    optional: true,
  },
  {
    id: 'overview.showWhatsappButtonOnWeb',
    label: 'Show a WhatsApp button beside the launcher',
    kind: 'switch',
    field: 'ui.showWhatsappButtonOnWeb',
    optional: true,
  },
  {
    id: 'overview.whatsappPhoneNumber',
    label: 'WhatsApp phone number',
    description: 'With the country code, for example +14155550123.',
    kind: 'text',
    field: 'whatsappPhoneNumber',
    optional: true,
  },
  {
    id: 'overview.allowedDomains',
    label: 'Allowed domains',
    description:
      'One per line, such as shop.example or *.shop.example. When the list is not empty, only these sites can show the chat.',
    kind: 'lines',
    field: 'allowedDomains',
    optional: true,
  },
  {
    id: 'overview.allowedImageHosts',
    label: 'Allowed image hosts',
    description:
      'One per line, such as cdn.shop.example or *.shop.example. Pictures in answers from other sites show as links; your own uploads and agent pictures always show.',
    kind: 'lines',
    field: 'allowedImageHosts',
    optional: true,
  },
];

const GROUPS: readonly { id: WidgetTabGroup['id']; label: string; description: string; settingIds: string[] }[] = [
  {
    id: 'look',
    label: 'Look',
    description: 'The name, picture, colours and font visitors see.',
    settingIds: [
      'core.title',
      'core.description',
      'core.roundedImageURL',
      'ui.fontFamily',
      'ui.branding',
      'advanced.customCSS',
      'overview.allowedImageHosts',
    ],
  },
  {
    id: 'launcher',
    label: 'Launcher',
    description: 'The button on your website and what appears beside it.',
    settingIds: [
      'core.proactiveMessage',
      'overview.autoOpenWidget',
      'overview.showWhatsappButtonOnWeb',
      'overview.whatsappPhoneNumber',
    ],
  },
  {
    id: 'behaviour',
    label: 'Behaviour',
    description: 'How the chat behaves on the page.',
    settingIds: [
      'technical.autoStartWidget',
      'technical.listenForUrlChanges',
      'technical.syncBrowser',
      'technical.messageDelayMS',
      'ui.scrollAnimation',
      'security.chatForget',
      'security.acceptFileUpload',
      'language.lang',
    ],
  },
  {
    id: 'handoff',
    label: 'Human handoff',
    description: 'How visitors reach a person from your team.',
    settingIds: [
      'handoff.enableHumanHandoff',
      'handoff.handoffButtonType',
      'handoff.handoffLink',
      'handoff.alwaysShowHandoff',
      'handoff.fixedHandoffPopup',
      'handoff.handoffTitle',
      'handoff.handoffSubtitle',
      'handoff.handoffTimeout',
    ],
  },
  {
    id: 'domains',
    label: 'Allowed domains',
    description: 'The websites that may show this chat.',
    settingIds: ['overview.allowedDomains'],
  },
];

function findWidgetSetting(id: string): SettingDefinition | WidgetTabSetting {
  const setting =
    WIDGET_TAB_OWN_SETTINGS.find((candidate) => candidate.id === id) ??
    SETTINGS_SECTIONS.flatMap((section) => section.settings).find((candidate) => candidate.id === id);
  if (!setting) throw new Error(`Unknown widget setting ${id}`);
  return setting;
}

export const WIDGET_TAB_GROUPS: readonly WidgetTabGroup[] = GROUPS.map(({ settingIds, ...group }) => ({
  ...group,
  settings: settingIds.map(findWidgetSetting),
}));
