import { UPLOAD_MSG, VERSORGER_UPLOAD_MSG } from '@lap/contracts';

/** Texts of the operator upload screens: the spec's (001 §2, §8) where it gives them, else ours. */
export const VERSORGER_UPLOAD_UI = {
  ...VERSORGER_UPLOAD_MSG,
  keineDatei: UPLOAD_MSG.keineDatei,
  keineDateien: UPLOAD_MSG.keineDateien,
  speichernFehler: UPLOAD_MSG.speichernFehler,
  wirklichLoeschen: 'Wirklich löschen?',
  vorgangErfolgreich: 'Vorgang Erfolgreich.',
  hochladen: 'Hochladen',
  sendenBestaetigen: 'Senden bestätigen',
  fehler: (msg: string) => `Fehler - ${msg}`,
  loeschenFehler: (msg: string) => `Fehler beim Löschen - ${msg}`,
  sendenFehler: (msg: string) => `Fehler beim Senden - ${msg}`,
  linkKopiert: 'Der Upload-Link wurde in die Zwischenablage kopiert.',
  nichtBetroffen: 'nicht betroffen',
  nichtBetroffenLabel:
    'Wir sind nicht betroffen: Im Bereich der Baumaßnahme liegen keine Leitungen oder Anlagen von uns.',
} as const;
