import {
  IconCalendar,
  IconDeviceGamepad,
  IconFile,
  IconHeadset,
  IconHome,
  IconMailCheck,
  IconRobot,
  IconStethoscope,
  type Icon as TablerIcon,
} from '@tabler/icons-react';

// Keyed by the icon names the templates in @agent-platform/core carry.
const TEMPLATE_ICONS: Record<string, TablerIcon> = {
  headset: IconHeadset,
  home: IconHome,
  stethoscope: IconStethoscope,
  'mail-check': IconMailCheck,
  calendar: IconCalendar,
  file: IconFile,
  'device-gamepad': IconDeviceGamepad,
};

export function templateIcon(name: string): TablerIcon {
  return TEMPLATE_ICONS[name] ?? IconRobot;
}
