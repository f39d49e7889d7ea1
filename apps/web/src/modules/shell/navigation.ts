import { ROLE } from '@lap/contracts';
import { INFRASTRUKTUR_APP_URL } from '../../config';

/** Pages whose count the notification poll reports (spec 001 §6, §7: GetNewMessagesForSb pageName). */
export type NotificationKey = 'Angebote' | 'Auftraege' | 'Wiedervorlagen' | 'Rechnung';

export type NavIcon =
  | 'antraege'
  | 'dashboard'
  | 'angebote'
  | 'auftraege'
  | 'mailversand'
  | 'wiedervorlagen'
  | 'rechnungen'
  | 'netzbetreiber'
  | 'extern'
  | 'historien'
  | 'nutzer'
  | 'rollen'
  | 'account'
  | 'anmeldung'
  | 'registrierung';

export type NavItem =
  | { kind: 'internal'; label: string; to: string; icon: NavIcon; notificationKey?: NotificationKey }
  | { kind: 'external'; label: string; href: string; icon: NavIcon };

export interface NavUser {
  userId: string;
  roles: readonly string[];
}

const infrastrukturApp: NavItem = {
  kind: 'external',
  label: 'Infrastruktur-App',
  href: INFRASTRUKTUR_APP_URL,
  icon: 'extern',
};

/** The role-dependent items, exactly as spec 001 §6 lists them (Account/Logout are separate). */
export function mainNavItems(user: NavUser | null): NavItem[] {
  if (!user) return [];
  const isAdmin = user.roles.includes(ROLE.Administration);
  const items: NavItem[] = [];
  if (!isAdmin && user.roles.includes(ROLE.Antragsteller)) {
    items.push({ kind: 'internal', label: 'Anträge', to: '/antraege', icon: 'antraege' });
  }
  if (!isAdmin && user.roles.includes(ROLE.SbBereich)) {
    items.push(
      { kind: 'internal', label: 'Dashboard', to: '/dashboard', icon: 'dashboard' },
      { kind: 'internal', label: 'Angebote', to: '/angebote', icon: 'angebote', notificationKey: 'Angebote' },
      { kind: 'internal', label: 'Aufträge', to: '/auftraege', icon: 'auftraege', notificationKey: 'Auftraege' },
      { kind: 'internal', label: 'Mailversand', to: '/mailversand', icon: 'mailversand' },
      {
        kind: 'internal',
        label: 'Wiedervorlagen',
        to: '/wiedervorlagen',
        icon: 'wiedervorlagen',
        notificationKey: 'Wiedervorlagen',
      },
      { kind: 'internal', label: 'Rechnungen', to: '/rechnungen', icon: 'rechnungen', notificationKey: 'Rechnung' },
      { kind: 'internal', label: 'Netzbetreiber', to: '/netzbetreiber', icon: 'netzbetreiber' },
      infrastrukturApp,
      { kind: 'internal', label: 'Historien', to: '/historien', icon: 'historien' },
      { kind: 'internal', label: 'Benutzer', to: '/nutzer', icon: 'nutzer' },
    );
  }
  if (isAdmin) {
    items.push(
      { kind: 'internal', label: 'Nutzer', to: '/nutzer', icon: 'nutzer' },
      { kind: 'internal', label: 'Rollen', to: '/rollen', icon: 'rollen' },
      infrastrukturApp,
      {
        kind: 'internal',
        label: 'Historien',
        to: `/historie/adminHistorie/${encodeURIComponent(user.userId)}`,
        icon: 'historien',
      },
    );
  }
  return items;
}

/** 'Account' for the signed-in user (Logout is an action, rendered beside it). */
export function accountNavItem(user: NavUser): NavItem {
  return { kind: 'internal', label: 'Account', to: `/account/${encodeURIComponent(user.userId)}`, icon: 'account' };
}

/** What visitors see instead (spec 001 §6). */
export const GUEST_NAV_ITEMS: readonly NavItem[] = [
  { kind: 'internal', label: 'Anmeldung', to: '/login', icon: 'anmeldung' },
  { kind: 'internal', label: 'Registrierung', to: '/registrierung', icon: 'registrierung' },
];

/** Whether a nav target is the current page or one of its sub-paths. */
export function isActivePath(target: string, pathname: string): boolean {
  if (target === '/') return pathname === '/';
  return pathname === target || pathname.startsWith(`${target}/`);
}
