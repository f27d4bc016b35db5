import { type AgentTabPath, findAgentTab } from '@agent-platform/core';
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ComingSoonPage } from '../../ui/coming-soon-page';
import { ChannelsTab } from '../channels/channels-tab';
import { ChatsTab } from '../conversations/chats-tab';
import { CanvasTab } from '../flow/canvas-tab';
import { PromptTab } from '../flow/prompt-tab';
import { KnowledgeTab } from '../knowledge/knowledge-tab';
import { LeadsTab } from '../leads/leads-tab';
import { WidgetTab } from '../widget/widget-tab';
import type { AgentShellViewer } from './agent-shell-viewer';
import { SettingsTab } from './settings-tab';
import { ToolsTab } from './tools-tab';
import { VoiceTab } from './voice-tab';

// The charts are large: they load with the tab.
const AnalyticsTab = lazy(() => import('../analytics/analytics-tab'));
const HomeTab = lazy(() => import('../analytics/home-tab'));

/** The page of one tab. Tabs whose feature is not built yet say so and show nothing made up. */
export function TabContent({ tab, viewer }: { tab: AgentTabPath; viewer: AgentShellViewer }) {
  switch (tab) {
    case 'overview':
      return <WidgetTab />;
    case 'settings':
      return <SettingsTab viewer={viewer} />;
    case 'voice':
      return <VoiceTab />;
    case 'tools':
      return <ToolsTab />;
    case 'convos':
      return <ChatsTab />;
    case 'leads':
      return <LeadsTab viewer={viewer} />;
    case 'channels':
      return <ChannelsTab />;
    case 'kb':
      return <KnowledgeTab />;
    case 'nodes':
      return <PromptTab viewer={viewer} />;
    case 'prompt':
      return <CanvasTab />;
    case 'home':
      return (
        <Suspense fallback={<Loader aria-label="Loading overall stats" />}>
          <HomeTab />
        </Suspense>
      );
    case 'analytics':
      return (
        <Suspense fallback={<Loader aria-label="Loading analytics" />}>
          <AnalyticsTab />
        </Suspense>
      );
    default:
      return <ComingSoonPage title={findAgentTab(tab).label} />;
  }
}
