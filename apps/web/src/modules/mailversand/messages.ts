import { AUFTRAG_MSG, MAILVERSAND_MSG, UPLOAD_MSG, type TMailAnhangArt } from '@lap/contracts';

/** Texts of the operator e-mail screens: the contracts' (spec 001 §2, §5, §8) where they give them, else ours. */
export const MAILVERSAND_UI = {
  ...MAILVERSAND_MSG,
  keineDatei: UPLOAD_MSG.keineDatei,
  keineDateien: UPLOAD_MSG.keineDateien,
  speichernFehlgeschlagen: UPLOAD_MSG.speichernFehler,
  speichernFehler: (msg: string) => `${AUFTRAG_MSG.speichernFehler}${msg}`,
  sendenFehlerText: (msg: string) => `${MAILVERSAND_MSG.sendenFehler}${msg}`,
  // Our own texts (spec silent):
  uebersichtTitel: 'Mailversand',
  jobTitel: 'E-Mail bearbeiten',
  jobNichtGefundenTitel: 'E-Mail nicht gefunden',
  vorlagenTitel: 'E-Mail-Vorlagen',
  zurUebersicht: 'Zur Mailversand-Übersicht',
  zurBearbeitung: 'Zurück zur Bearbeitung',
  vorlagenBearbeiten: 'E-Mail-Vorlagen bearbeiten',
  fehlendeErstellen: 'Fehlende E-Mails erstellen',
  emailErstellen: 'E-Mail erstellen',
  keineVersorger: 'Zu diesem Auftrag gibt es keine Versorger, die per E-Mail angefragt werden.',
  anzahlVersorger: (n: number) => `${n} Versorger`,
  versendetAm: (datum: string) => (datum ? `Versendet am ${datum}` : 'Versendet'),
  nichtVersendet: 'Nicht versendet',
  keineEmailErstellt: 'Keine E-Mail erstellt',
  automatischFrage: (n: number) =>
    n === 1 ? 'Eine E-Mail automatisch versenden?' : `${n} E-Mails automatisch versenden?`,
  automatischHinweis:
    'Versendet werden alle noch nicht versendeten E-Mails mit Automatikversand, eine nach der anderen.',
  nichtsZuVersenden: 'Keine E-Mail mit Automatikversand wartet auf den Versand.',
  fortschritt: (done: number, total: number) => `${done} von ${total} versendet`,
  ergebnis: (ok: number, total: number) =>
    total === 1
      ? ok === 1
        ? 'Die E-Mail wurde versendet.'
        : 'Die E-Mail wurde nicht versendet.'
      : `${ok} von ${total} E-Mails wurden versendet.`,
  abgebrochen: 'Der Versand wurde abgebrochen; die übrigen E-Mails wurden nicht versendet.',
  fehlgeschlagen: (n: number) =>
    n === 1 ? 'Eine E-Mail konnte nicht versendet werden:' : `${n} E-Mails konnten nicht versendet werden:`,
  pruefen: 'Bitte prüfen Sie die markierten Felder.',
  vorlageUebernehmen: 'Betreff und Mailtext aus der Vorlage übernehmen?',
  keineVorlage: 'Keine Vorlage',
  vorlageWaehlen: 'Bitte wählen',
  alleNetzarten: 'Alle Netzarten',
  anhangEntfernen: (name: string) => `Anhang ${name} entfernen`,
  anhangHerunterladen: (name: string) => `${name} herunterladen`,
  anhangEntfernt: 'Der Anhang wurde entfernt.',
  loeschenFehler: (msg: string) => `Fehler beim Löschen - ${msg}`,
  vorgangFehler: (msg: string) => `Fehler beim Vorgang - ${msg}`,
  erzeugtBeimVersand: 'wird beim Versand erzeugt',
  platzhalterTitel: 'Platzhalter',
  platzhalterHilfe: 'Ein Klick fügt den Platzhalter an der Cursorposition in den Mailtext ein.',
  platzhalterEinfuegen: (token: string, label: string) => `${token} einfügen (${label})`,
  zeichen: (n: number, max: number) => `${n} / ${max}`,
} as const;

/** The kind of an attachment, as the list names it. */
export const ANHANG_ART_LABEL: Record<TMailAnhangArt, string> = {
  antrag: 'Antragsdatei',
  'flaeche-kml': 'Anfragefläche KML',
  'flaeche-json': 'Anfragefläche GeoJSON',
  upload: 'Hochgeladen',
};
