import { Burger, Button, Group, Text } from '@mantine/core';
import { Logo } from '@lap/ui';
import { Link, useLocation } from 'react-router';
import { displayName } from '../../auth/hooks/useSession';
import { NotizSchalter } from '../../notiz/components/NotizSchalter';
import type { SessionUser } from '../../auth/session-store';
import { GUEST_NAV_ITEMS, isActivePath } from '../navigation';
import classes from './Shell.module.css';

export interface AppHeaderProps {
  user: SessionUser | null;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Brand on the left; the signed-in name and the notes button (case workers), or Anmeldung/Registrierung for visitors, on the right. */
export function AppHeader({ user, navOpened, onToggleNav }: AppHeaderProps) {
  const { pathname } = useLocation();
  return (
    <div className={classes.header}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {user && (
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="md"
            size="sm"
            aria-label={navOpened ? 'Navigation schließen' : 'Navigation öffnen'}
            aria-expanded={navOpened}
            aria-controls="hauptnavigation"
          />
        )}
        <Link to="/" className={classes.brand} aria-label="Leitungsauskunftportal – zur Startseite">
          <Group visibleFrom="xs">
            <Logo size={36} />
          </Group>
          <Group hiddenFrom="xs">
            <Logo size={34} markOnly />
          </Group>
        </Link>
      </Group>
      {user ? (
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" visibleFrom="sm" truncate="end">
            Angemeldet als{' '}
            <Text span fw={600} c="dark.6" inherit>
              {displayName(user) || 'Nutzer'}
            </Text>
          </Text>
          <NotizSchalter user={user} />
        </Group>
      ) : (
        <Group component="nav" aria-label="Hauptnavigation" gap="xs" wrap="nowrap">
          {GUEST_NAV_ITEMS.map((item) => {
            if (item.kind !== 'internal') return null;
            const active = isActivePath(item.to, pathname);
            const primary = item.to === '/registrierung';
            return (
              <Button
                key={item.to}
                component={Link}
                to={item.to}
                variant={primary ? 'filled' : active ? 'light' : 'subtle'}
                size="sm"
                aria-current={active ? 'page' : undefined}
              >
                {item.label}
              </Button>
            );
          })}
        </Group>
      )}
    </div>
  );
}
