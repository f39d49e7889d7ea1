import { NETZBETREIBER_MSG } from '@lap/contracts';

/** Texts of the operator screens: the spec's back-office texts (001 §8) where they fit, the contract's, else ours. */
export const NB_UI_MSG = {
  ...NETZBETREIBER_MSG,
  speichernErfolgreich: 'Speichern Erfolgreich.',
  vorgangErfolgreich: 'Vorgang Erfolgreich.',
  wirklichLoeschen: 'Wirklich löschen?',
  speichernFehler: (msg: string) => `Fehler beim Speichern - ${msg}`,
  loeschenFehler: (msg: string) => `Fehler beim Löschen des Netzbetreibers - ${msg}`,
  ladenFehler: 'Die Daten konnten nicht geladen werden.',
  abdeckungNachSpeichern: 'Die Abdeckung (Gemeinden und Netzarten) kann nach dem ersten Speichern gepflegt werden.',
  keineAbdeckung:
    'Dieser Netzbetreiber deckt noch keine Gemeinde ab. Wählen Sie Gemeinden und Netzarten und klicken Sie auf „hinzufügen“.',
  keineTreffer: 'Keine Gemeinde gefunden.',
  keineAuswahl: 'Noch keine Gemeinde ausgewählt. Suchen Sie Gemeinden oder wählen Sie einen ganzen Landkreis.',
  wirdGespeichert: 'Abdeckung wird gespeichert …',
  hinzugefuegt: (n: number) => `${n.toLocaleString('de-DE')} ${n === 1 ? 'Zuordnung' : 'Zuordnungen'} hinzugefügt.`,
  entfernt: (n: number) => `${n.toLocaleString('de-DE')} ${n === 1 ? 'Zuordnung' : 'Zuordnungen'} entfernt.`,
  gemeindenAnzahl: (n: number) => `${n.toLocaleString('de-DE')} ${n === 1 ? 'Gemeinde' : 'Gemeinden'}`,
} as const;

/** spec 001 §8: success toasts 1–2.5 s. */
export const TOAST_KURZ_MS = 1500;
