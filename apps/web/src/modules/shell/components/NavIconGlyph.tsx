import {
  IconBuildingFactory2,
  IconCalendarClock,
  IconClipboardList,
  IconExternalLink,
  IconFileEuro,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconLogin2,
  IconMailForward,
  IconReceipt,
  IconShieldLock,
  IconUserCircle,
  IconUserPlus,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { NavIcon } from '../navigation';

const ICONS: Record<NavIcon, Icon> = {
  antraege: IconFileText,
  dashboard: IconLayoutDashboard,
  angebote: IconFileEuro,
  auftraege: IconClipboardList,
  mailversand: IconMailForward,
  wiedervorlagen: IconCalendarClock,
  rechnungen: IconReceipt,
  netzbetreiber: IconBuildingFactory2,
  extern: IconExternalLink,
  historien: IconHistory,
  nutzer: IconUsers,
  rollen: IconShieldLock,
  account: IconUserCircle,
  anmeldung: IconLogin2,
  registrierung: IconUserPlus,
};

/** Decorative icon of a navigation item (the label carries the meaning). */
export function NavIconGlyph({ icon, size = 18 }: { icon: NavIcon; size?: number }) {
  const Glyph = ICONS[icon];
  return <Glyph size={size} stroke={1.7} aria-hidden="true" />;
}
