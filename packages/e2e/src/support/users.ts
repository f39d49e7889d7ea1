/** The demo users the server seeds with SEED_DEMO=true, and what each must see (spec 000 §6, 001 §6). */
export const DEMO_PASSWORD = 'Portal#2026';

export interface DemoUser {
  key: 'admin' | 'sb' | 'kunde';
  email: string;
  landing: string;
  nav: string[];
  /** Items of other roles that must not show. */
  notNav: string[];
}

export const DEMO_USERS: DemoUser[] = [
  {
    key: 'admin',
    email: 'admin@example.org',
    landing: '/nutzer',
    nav: ['Nutzer', 'Rollen', 'Infrastruktur-App', 'Historien', 'Account'],
    notNav: ['Dashboard', 'Anträge', 'Benutzer', 'Anmeldung', 'Registrierung'],
  },
  {
    key: 'sb',
    email: 'sb@example.org',
    landing: '/auftraege',
    nav: [
      'Dashboard',
      'Angebote',
      'Aufträge',
      'Mailversand',
      'Wiedervorlagen',
      'Rechnungen',
      'Infrastruktur-App',
      'Historien',
      'Benutzer',
      'Account',
    ],
    notNav: ['Nutzer', 'Rollen', 'Anträge', 'Anmeldung', 'Registrierung'],
  },
  {
    key: 'kunde',
    email: 'kunde@example.org',
    landing: '/antraege',
    nav: ['Anträge', 'Account'],
    notNav: ['Dashboard', 'Nutzer', 'Rollen', 'Historien', 'Infrastruktur-App', 'Anmeldung', 'Registrierung'],
  },
];
