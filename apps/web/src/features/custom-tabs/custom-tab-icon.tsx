import { IconLayoutGrid } from '@tabler/icons-react';
import type { NavIcon } from '../shell/nav-items';

const icons = new Map<string, NavIcon>();

/**
 * The tab's uploaded icon drawn where the sidebar draws its own icons, or a plain one without an
 * upload. One component per picture, kept, so a re-render does not redraw the image.
 */
export function customTabIcon(iconUrl: string | null): NavIcon {
  if (!iconUrl) return IconLayoutGrid;
  let icon = icons.get(iconUrl);
  if (!icon) {
    const TabIcon = ({ size = 18 }: { size?: number | string }) => (
      <img src={iconUrl} alt="" width={size} height={size} style={{ objectFit: 'contain', display: 'block' }} />
    );
    icon = TabIcon as unknown as NavIcon;
    icons.set(iconUrl, icon);
  }
  return icon;
}
