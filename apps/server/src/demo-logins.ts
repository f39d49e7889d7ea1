/** The demo users seeded on the embedded default (README lists them too). */
export const DEMO_LOGINS = [
  { email: 'admin@example.org', role: 'Administration' },
  { email: 'sb@example.org', role: 'SbBereich' },
  { email: 'kunde@example.org', role: 'Antragsteller' },
] as const;
export const DEMO_PASSWORD = 'Portal#2026';
