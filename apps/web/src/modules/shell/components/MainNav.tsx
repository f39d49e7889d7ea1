import { NavLink, ScrollArea, Stack, UnstyledButton, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '../../auth/session-store';
import { useLogout } from '../../auth/hooks/useLogout';
import { displayName } from '../../auth/hooks/useSession';
import { accountNavItem, isActivePath, mainNavItems, type NavItem, type NotificationKey } from '../navigation';
import { ROLE } from '@lap/contracts';
import { useNotifications } from '../../dashboard/hooks/useNotifications';
import { NavIconGlyph } from './NavIconGlyph';
import classes from './Shell.module.css';

export interface NavEntryProps {
  item: NavItem;
  pathname: string;
  /** Counts per page from the notification poll (spec 001 §6). */
  badges?: Partial<Record<NotificationKey, number>>;
}

/** One navigation entry: an in-app link (marked with aria-current when active) or an external link. */
export function NavEntry({ item, pathname, badges }: NavEntryProps) {
  if (item.kind === 'external') {
    return (
      <NavLink
        component="a"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        title="Öffnet in einem neuen Fenster"
        label={item.label}
        leftSection={<NavIconGlyph icon={item.icon} />}
        classNames={{ root: classes.navLink }}
      />
    );
  }
  const active = isActivePath(item.to, pathname);
  const count = item.notificationKey ? badges?.[item.notificationKey] : undefined;
  // the count is the link's description, not part of its name: 'Angebote' stays 'Angebote' for assistive technology
  const descriptionId = count ? `nav-neu-${item.notificationKey ?? ''}` : undefined;
  return (
    <>
      <NavLink
        component={Link}
        to={item.to}
        label={item.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        aria-describedby={descriptionId}
        leftSection={<NavIconGlyph icon={item.icon} />}
        rightSection={
          count ? (
            <span className={classes.badge} aria-hidden="true" data-testid={`badge-${item.notificationKey ?? ''}`}>
              {count}
            </span>
          ) : undefined
        }
        classNames={{ root: classes.navLink }}
      />
      {descriptionId && (
        <VisuallyHidden id={descriptionId}>{count === 1 ? '1 neuer Eintrag' : `${count} neue Einträge`}</VisuallyHidden>
      )}
    </>
  );
}

/** The side navigation of a signed-in user: role items, then Account and Logout (spec 001 §6). */
export function MainNav({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const { logout, pending } = useLogout();
  const items = mainNavItems(user);
  // the badges are the case workers' (Administration sees none)
  const badges = useNotifications(user.roles.includes(ROLE.SbBereich) && !user.roles.includes(ROLE.Administration));
  return (
    <>
      <ScrollArea className={classes.navScroll} type="auto">
        <Stack gap={2} p="sm">
          {items.map((item) => (
            <NavEntry key={`${item.kind}:${item.label}`} item={item} pathname={pathname} badges={badges} />
          ))}
        </Stack>
      </ScrollArea>
      <Stack gap={2} p="sm" className={classes.navFooter}>
        {/* On phones the header has no room for the name; show it here. */}
        <Text size="sm" c="dimmed" hiddenFrom="sm" className={classes.navUser} truncate="end">
          Angemeldet als{' '}
          <Text span fw={600} c="dark.6" inherit>
            {displayName(user) || 'Nutzer'}
          </Text>
        </Text>
        <NavEntry item={accountNavItem(user)} pathname={pathname} />
        <UnstyledButton className={classes.logoutButton} onClick={() => void logout()} disabled={pending}>
          <Group gap="sm" wrap="nowrap">
            <IconLogout size={18} stroke={1.7} aria-hidden="true" />
            <Text size="sm" inherit>
              Logout
            </Text>
          </Group>
        </UnstyledButton>
      </Stack>
    </>
  );
}
