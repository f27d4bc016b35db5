import {
  type ClientSession,
  type ClientSettingsRules,
  clientSettingsSections,
  SETTINGS_SECTIONS,
  type SettingsSection,
  type TabVisibilityInput,
} from '@agent-platform/core';

/**
 * Who is looking at an agent page (spec 002 §6): a workspace user, or a client of an agency, who
 * sees only its allowed tabs and none of the workspace's tools (Show Test, switchers, New Agent).
 */
export type AgentShellViewer =
  | { kind: 'workspaceUser' }
  | {
      kind: 'client';
      client: NonNullable<TabVisibilityInput['client']>;
      /** Which agent settings it sees and changes: its organisation's allowed ones (spec 002 §6). */
      settings: Omit<ClientSettingsRules, 'canAccess'>;
    };

export const WORKSPACE_USER: AgentShellViewer = { kind: 'workspaceUser' };

/**
 * A signed-in client's rules from its session: canAccess, its tab order, Billing with allowBilling,
 * and analytics, leads and voice as its organisation's agency plan allows.
 */
export function clientViewer(session: ClientSession): AgentShellViewer {
  return {
    kind: 'client',
    client: {
      canAccess: session.client.canAccess,
      tabOrder: session.client.clientTabOrder,
      allowBilling: session.org.allowBilling,
      ...(session.planFeatures ? { planFeatures: session.planFeatures } : {}),
    },
    settings: {
      allowedSettings: session.org.settings.allowedSettings,
      hideAdvancedSettings: session.client.hideAdvancedSettings,
    },
  };
}

/** The Settings tab's sections this viewer sees; the server refuses a client's change to any other. */
export function settingsSections(viewer: AgentShellViewer): readonly SettingsSection[] {
  return viewer.kind === 'client' ? clientSettingsSections(viewer.settings) : SETTINGS_SECTIONS;
}

/** The input of core `visibleTabs` for this viewer and agent. */
export function tabRules(
  viewer: AgentShellViewer,
  enableNodes: boolean,
  hiddenTabs?: readonly string[],
): TabVisibilityInput {
  return viewer.kind === 'client'
    ? { isWorkspaceUser: false, enableNodes, client: viewer.client, hiddenTabs }
    : { isWorkspaceUser: true, enableNodes, hiddenTabs };
}
