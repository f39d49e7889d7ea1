import { WIEDERVORLAGE_MSG } from '@lap/contracts';

/** Texts of the follow-up screens: the spec's (001 §8) where it gives them, the server's catalogue, else ours. */
export const WIEDERVORLAGE_UI = {
  ...WIEDERVORLAGE_MSG,
  speichernErfolgreich: 'Speichern Erfolgreich.',
  /** 'Vorgang Erfolgreich.' (spec 001 §8) plus the new date, so the user sees what the reminder did. */
  erinnerungGesetzt: (datum: string) => `Vorgang Erfolgreich. Neue Wiedervorlage am ${datum}.`,
  vorgangFehler: (msg: string) => `Fehler beim Vorgang - ${msg}`,
  speichernFehler: (msg: string) => `Fehler beim Speichern - ${msg}`,
  /** spec 001 §8 (data update, screen not stated; the missing space before '-' is the spec's): saving /editposition. */
  datenUpdateFehler: (msg: string) => `Fehler beim Update der Daten- ${msg}`,
  datumHinweis: 'TT.MM.JJJJ HH:mm – ohne Uhrzeit gilt 08:00',
} as const;
