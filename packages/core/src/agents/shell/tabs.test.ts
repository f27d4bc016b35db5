import { describe, expect, it } from 'vitest';
import { SETTINGS_SECTION_IDS } from './settings-sections.js';
import {
  AGENT_TAB_PATHS,
  AGENT_TABS,
  findAgentTab,
  showCanvasPromptSwitch,
  showDebuggerDefault,
  VOICE_SUB_TAB_IDS,
  visibleTabs,
} from './tabs.js';

const paths = (tabs: { path: string }[]) => tabs.map((tab) => tab.path);

describe('agent tab catalogue', () => {
  it('has every tab of spec 002 §2.1 with its label, in order', () => {
    expect(AGENT_TABS.map((tab) => [tab.path, tab.label])).toEqual([
      ['home', 'Home'],
      ['nodes', 'Prompt'],
      ['prompt', 'Canvas'],
      ['voice', 'Voice'],
      ['overview', 'Widget'],
      ['kb', 'Knowledge'],
      ['convos', 'Chats'],
      ['analytics', 'Analytics'],
      ['leads', 'Leads'],
      ['channels', 'Channels'],
      ['tools', 'Tools'],
      ['settings', 'Settings'],
      ['billing', 'Billing'],
    ]);
    expect(paths([...AGENT_TABS])).toEqual([...AGENT_TAB_PATHS]);
  });

  it('gives Settings and Voice the sub-tabs of their ?tab= query', () => {
    expect(findAgentTab('settings').subTabs.map((sub) => sub.id)).toEqual([...SETTINGS_SECTION_IDS]);
    expect(findAgentTab('voice').subTabs.map((sub) => sub.id)).toEqual([...VOICE_SUB_TAB_IDS]);
  });

  it('lets Knowledge be found by what people look for', () => {
    expect(findAgentTab('kb').keywords).toEqual(
      expect.arrayContaining(['knowledge', 'documents', 'files', 'website', 'crawl']),
    );
  });
});

describe('showDebuggerDefault', () => {
  it('opens the test panel on overview, voice and nodes only', () => {
    const open = AGENT_TAB_PATHS.filter((path) => showDebuggerDefault(path));
    expect(open).toEqual(['nodes', 'voice', 'overview']);
  });
});

describe('visibleTabs', () => {
  it('hides Home from workspace users and shows Tools only when nodes are off', () => {
    const withNodes = paths(visibleTabs({ isWorkspaceUser: true, enableNodes: true }));
    expect(withNodes).not.toContain('home');
    expect(withNodes).not.toContain('tools');
    expect(withNodes).toEqual([
      'nodes',
      'voice',
      'overview',
      'kb',
      'convos',
      'analytics',
      'leads',
      'channels',
      'settings',
    ]);

    const withoutNodes = paths(visibleTabs({ isWorkspaceUser: true, enableNodes: false }));
    expect(withoutNodes).toContain('tools');
    expect(withoutNodes).not.toContain('home');
  });

  it('shows Billing to agencies only', () => {
    expect(paths(visibleTabs({ isWorkspaceUser: true, enableNodes: true }))).not.toContain('billing');
    expect(paths(visibleTabs({ isWorkspaceUser: true, enableNodes: true, isAgency: true }))).toContain('billing');
  });

  it('never lists Canvas: it is reached by the Canvas/Prompt switch', () => {
    expect(paths(visibleTabs({ isWorkspaceUser: false, enableNodes: true, isAgency: true }))).not.toContain('prompt');
  });

  it('limits a client to canAccess, never shows it Tools, and applies plan features', () => {
    const client = {
      canAccess: ['/home', '/convos', '/analytics', '/leads', '/voice', '/tools'],
      planFeatures: { allowAnalytics: false, allowLeads: true, allowVoiceChannel: false },
    };
    expect(paths(visibleTabs({ isWorkspaceUser: false, enableNodes: false, client }))).toEqual([
      'home',
      'convos',
      'leads',
    ]);
  });

  it('shows a client Billing only when it may open it and its organisation allows billing', () => {
    const canAccess = ['/convos', '/billing'];
    expect(paths(visibleTabs({ isWorkspaceUser: false, enableNodes: false, client: { canAccess } }))).toEqual([
      'convos',
    ]);
    expect(
      paths(visibleTabs({ isWorkspaceUser: false, enableNodes: false, client: { canAccess, allowBilling: true } })),
    ).toEqual(['convos', 'billing']);
    expect(
      paths(
        visibleTabs({
          isWorkspaceUser: false,
          enableNodes: false,
          client: { canAccess: ['/convos'], allowBilling: true },
        }),
      ),
    ).toEqual(['convos']);
  });

  it('orders a client by clientTabOrder, unlisted tabs after in catalogue order', () => {
    const client = { canAccess: ['home', 'convos', 'analytics', 'leads'], tabOrder: ['leads', 'convos'] };
    expect(paths(visibleTabs({ isWorkspaceUser: false, enableNodes: true, client }))).toEqual([
      'leads',
      'convos',
      'home',
      'analytics',
    ]);
  });

  it('drops tabs the user hid', () => {
    const tabs = paths(visibleTabs({ isWorkspaceUser: true, enableNodes: true, hiddenTabs: ['leads', 'voice'] }));
    expect(tabs).not.toContain('leads');
    expect(tabs).not.toContain('voice');
    expect(tabs).toContain('kb');
  });
});

describe('showCanvasPromptSwitch', () => {
  const agent = (types: ('start' | 'note' | 'default' | 'end')[], enableNodes = true) => ({
    enableNodes,
    nodes: types.map((type) => ({ type })),
  });

  it('shows on nodes and prompt for a flow of start or note nodes only', () => {
    expect(showCanvasPromptSwitch(agent(['start']), 'nodes')).toBe(true);
    expect(showCanvasPromptSwitch(agent(['note']), 'prompt')).toBe(true);
    expect(showCanvasPromptSwitch(agent(['start', 'note']), 'nodes')).toBe(true);
  });

  it('hides once the flow has default or end nodes, or has no start or note node', () => {
    expect(showCanvasPromptSwitch(agent(['start', 'default']), 'nodes')).toBe(false);
    expect(showCanvasPromptSwitch(agent(['start', 'end']), 'prompt')).toBe(false);
    expect(showCanvasPromptSwitch(agent([]), 'nodes')).toBe(false);
  });

  it('hides when nodes are off or on any other tab', () => {
    expect(showCanvasPromptSwitch(agent(['start'], false), 'nodes')).toBe(false);
    expect(showCanvasPromptSwitch(agent(['start']), 'settings')).toBe(false);
  });
});
