import type { Region } from '@agent-platform/core';
import {
  IconActivity,
  IconBrandMeta,
  IconBrandWhatsapp,
  IconBuildingStore,
  IconKey,
  IconLifebuoy,
  IconMathFunction,
  IconMessages,
  IconPhone,
  IconPlug,
  IconPrompt,
  IconRobot,
  IconSpider,
  IconUsers,
} from '@tabler/icons-react';

export type NavIcon = typeof IconRobot;

export interface NavItem {
  label: string;
  icon: NavIcon;
  path: (region: Region) => string;
}

export interface NavSection {
  /** Shown above the items and names their group; a collapsible section shows it as its toggle. */
  label?: string;
  icon?: NavIcon;
  collapsible?: boolean;
  items: NavItem[];
}

/** The side navigation of spec 001 §2, in its order. */
export const NAV_SECTIONS: NavSection[] = [
  { items: [{ label: 'Agents', icon: IconRobot, path: (region) => `/app/${region}/agents` }] },
  {
    label: 'Integrations',
    icon: IconPlug,
    collapsible: true,
    items: [
      { label: 'Functions', icon: IconMathFunction, path: (region) => `/app/${region}/integrations` },
      { label: 'Meta Pages', icon: IconBrandMeta, path: () => '/meta-pages' },
      { label: 'WhatsApp', icon: IconBrandWhatsapp, path: () => '/whatsapp-numbers' },
      { label: 'Twilio Numbers', icon: IconPhone, path: () => '/twilio-numbers' },
    ],
  },
  {
    label: 'Utilities',
    items: [
      { label: 'Crawler', icon: IconSpider, path: () => '/automations' },
      { label: 'Events', icon: IconActivity, path: () => '/events' },
      { label: 'Sessions', icon: IconMessages, path: () => '/sessions' },
      { label: 'Prompts', icon: IconPrompt, path: () => '/prompts' },
    ],
  },
  {
    label: 'Whitelabel',
    items: [
      { label: 'Agency', icon: IconBuildingStore, path: () => '/agency' },
      { label: 'Clients', icon: IconUsers, path: () => '/clients' },
    ],
  },
  // Not part of Whitelabel: a section of their own, set apart by a line. Usage is in the pricing widget.
  {
    items: [
      { label: 'Credentials', icon: IconKey, path: () => '/credentials' },
      { label: 'Support', icon: IconLifebuoy, path: () => '/support' },
    ],
  },
];

export function isActivePath(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}
