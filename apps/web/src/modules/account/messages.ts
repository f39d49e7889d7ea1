// spec 000 §8 / 001 §8 texts of the account screens that packages/contracts does not hold yet, spelled
// exactly as the spec writes them (typos included). Our own texts (spec silent) are marked.

export const ACCOUNT_UI_MSG = {
  fehlerRegistrierung: (msg: string) => `Fehler bei Registrierung. - ${msg}`,
  fehlerVersendenEmail: (msg: string) => `Fehler bei versenden der E-Mail! - ${msg}`,
  fehlerPasswort: (msg: string) => `Fehler beim ändern des Passwort - ${msg}`,
  fehlerConfirmEmail: (msg: string) => `Fehler - Confirm E-Mail - ${msg}`,
  fehlerLoeschen: (msg: string) => `Fehler beim Löschen des Nutzers - ${msg}`,
  fehlerSpeichern: (msg: string) => `Fehler bei Speichervorgang aufgetreten. - ${msg}`,
  // spec 001 §8
  speichernErfolgreich: 'Speichern Erfolgreich.',
  newsletterFehler: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.',
  newsletterAbmelden: 'Newsletter abmelden',
  newsletterAbmeldung: 'Abmeldung...',
  // Our own texts:
  bestaetigungErneutSenden: 'Bestätigungslink erneut senden',
  keineFirma: 'keine Firma, privat',
} as const;

/** spec 000 §8: registration errors stay 8 s. */
export const REGISTRIERUNG_ERROR_TOAST_MS = 8000;
/** spec 000 §8: 'Angaben erfolgreich gespeichert.' 1.5 s, then back to /account/{id}. */
export const GESPEICHERT_TOAST_MS = 1500;

/** The password rule as a field hint, left out while the error already says exactly that (no doubled text). */
export function passwordHint(rule: string, error: string | undefined): string | undefined {
  return error === rule ? undefined : rule;
}
