import type { TNutzerDetail } from '@lap/contracts';

/** "Vorname Name", else the e-mail address. */
export function nutzerName(user: Pick<TNutzerDetail, 'vorname' | 'name' | 'email'>): string {
  const full = [user.vorname, user.name]
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .join(' ');
  return full || user.email;
}

export const jaNein = (value: boolean): string => (value ? 'Ja' : 'Nein');

/** Roles as one readable line, alphabetical. */
export function rollenText(roles: ReadonlyArray<{ text: string }>): string {
  return roles
    .map((r) => r.text)
    .sort((a, b) => a.localeCompare(b, 'de'))
    .join(', ');
}
