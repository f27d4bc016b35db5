import type { AgentTabPath } from '@agent-platform/core';
import {
  IconAddressBook,
  IconAppWindow,
  IconBook2,
  IconBroadcast,
  IconChartBar,
  IconCreditCard,
  IconHome,
  IconMessageChatbot,
  IconMessages,
  IconMicrophone,
  IconSettings,
  IconTool,
  IconTopologyStar3,
} from '@tabler/icons-react';
import type { NavIcon } from '../shell/nav-items';

export const TAB_ICONS: Record<AgentTabPath, NavIcon> = {
  home: IconHome,
  nodes: IconMessageChatbot,
  prompt: IconTopologyStar3,
  voice: IconMicrophone,
  overview: IconAppWindow,
  kb: IconBook2,
  convos: IconMessages,
  analytics: IconChartBar,
  leads: IconAddressBook,
  channels: IconBroadcast,
  tools: IconTool,
  settings: IconSettings,
  billing: IconCreditCard,
};
