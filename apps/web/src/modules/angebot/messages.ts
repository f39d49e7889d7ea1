import { ANGEBOT_MSG } from '@lap/contracts';

/** Texts of the staff offer screens: the spec's (001 §8) where it gives them, the server's catalogue, else ours. */
export const ANGEBOT_UI_MSG = {
  ...ANGEBOT_MSG,
  kopiert: 'In die Zwischenablage kopiert.',
  kopierenFehler: 'Die Vorgangsnummer konnte nicht kopiert werden.',
  erstkunde: 'Erstkunde: Dieser Kunde hat noch keine Rechnung bezahlt.',
  speichernErfolgreich: 'Speichern Erfolgreich.',
  wirklichLoeschen: 'Wirklich löschen?',
  speichernFehler: (msg: string) => `Fehler beim Speichern - ${msg}`,
  vorgangFehler: (msg: string) => `Fehler beim Vorgang - ${msg}`,
  keinePositionenHinweis:
    'Noch keine Positionen. Übernehmen Sie die Positionen aus der Preisliste oder fügen Sie eine Position hinzu.',
  nurLesen: 'Das Angebot kann nicht mehr geändert werden.',
} as const;

/** spec 001 §8: success toasts 1–2.5 s; 'Vorgang Erfolgreich.' 2.5 s. */
export const TOAST_KURZ_MS = 1500;
