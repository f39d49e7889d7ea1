import { describe, expect, it } from 'vitest';
import { accountNavItem, GUEST_NAV_ITEMS, isActivePath, mainNavItems, type NavItem } from './navigation';

const labels = (items: readonly NavItem[]) => items.map((i) => i.label);
const target = (item: NavItem) => (item.kind === 'internal' ? item.to : item.href);

describe('mainNavItems (spec 001 §6)', () => {
  it('gives visitors no role items; they see Anmeldung and Registrierung', () => {
    expect(mainNavItems(null)).toEqual([]);
    expect(GUEST_NAV_ITEMS.map((i) => [i.label, target(i)])).toEqual([
      ['Anmeldung', '/login'],
      ['Registrierung', '/registrierung'],
    ]);
  });

  it('shows Anträge to an Antragsteller', () => {
    const items = mainNavItems({ userId: 'u1', roles: ['Antragsteller'] });
    expect(items.map((i) => [i.label, target(i)])).toEqual([['Anträge', '/antraege']]);
  });

  it('shows the staff items to SbBereich, in the spec order', () => {
    const items = mainNavItems({ userId: 'u2', roles: ['SbBereich'] });
    expect(items.map((i) => [i.label, target(i)])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Angebote', '/angebote'],
      ['Aufträge', '/auftraege'],
      ['Mailversand', '/mailversand'],
      ['Wiedervorlagen', '/wiedervorlagen'],
      ['Rechnungen', '/rechnungen'],
      ['Netzbetreiber', '/netzbetreiber'],
      ['Infrastruktur-App', 'https://infrastruktur.example.org'],
      ['Historien', '/historien'],
      ['Benutzer', '/nutzer'],
    ]);
    expect(items.find((i) => i.label === 'Infrastruktur-App')?.kind).toBe('external');
  });

  it('shows the admin items, Historien for the admin’s own id, and hides the other roles’ items', () => {
    const items = mainNavItems({ userId: 'a-1', roles: ['Administration', 'SbBereich', 'Antragsteller'] });
    expect(items.map((i) => [i.label, target(i)])).toEqual([
      ['Nutzer', '/nutzer'],
      ['Rollen', '/rollen'],
      ['Infrastruktur-App', 'https://infrastruktur.example.org'],
      ['Historien', '/historie/adminHistorie/a-1'],
    ]);
  });

  it('combines Antragsteller and SbBereich without Administration', () => {
    const items = mainNavItems({ userId: 'u3', roles: ['Antragsteller', 'SbBereich'] });
    expect(labels(items)[0]).toBe('Anträge');
    expect(labels(items)).toContain('Dashboard');
  });

  it('gives a user with an unknown role nothing but Account', () => {
    expect(mainNavItems({ userId: 'u4', roles: ['Gast'] })).toEqual([]);
    expect(target(accountNavItem({ userId: 'u4', roles: [] }))).toBe('/account/u4');
  });

  it('marks only SbBereich items that get notification badges', () => {
    const keys = mainNavItems({ userId: 'u2', roles: ['SbBereich'] }).flatMap((i) =>
      i.kind === 'internal' && i.notificationKey ? [i.notificationKey] : [],
    );
    expect(keys).toEqual(['Angebote', 'Auftraege', 'Wiedervorlagen', 'Rechnung']);
  });
});

describe('isActivePath', () => {
  it('matches the page and its sub-paths only', () => {
    expect(isActivePath('/nutzer', '/nutzer')).toBe(true);
    expect(isActivePath('/nutzer', '/nutzer/5')).toBe(true);
    expect(isActivePath('/nutzer', '/nutzerliste')).toBe(false);
    expect(isActivePath('/', '/login')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});
