import { AUFTRAG_MSG, VERSORGER_MSG } from '@lap/contracts';

/** Texts of the order processing screens: the spec's (001 §2, §4, §8) where it gives them, else ours. */
export const BEARBEITUNG_MSG = {
  titel: AUFTRAG_MSG.titel,
  prioritaetAendern: AUFTRAG_MSG.prioritaetAendern,
  keineGemeinde: AUFTRAG_MSG.keineGemeinde,
  vorgangErfolgreich: AUFTRAG_MSG.vorgangErfolgreich,
  speichernErfolgreich: AUFTRAG_MSG.speichernErfolgreich,
  wirklichLoeschen: 'Wirklich löschen?',
  speichernFehler: (msg: string) => `${AUFTRAG_MSG.speichernFehler}${msg}`,
  vorgangFehler: (msg: string) => `Fehler beim Vorgang - ${msg}`,
  updateFehler: (msg: string) => `${VERSORGER_MSG.updateFehler}${msg}`,
  /** spec 001 §8 (history update, screen not stated): the remark on the operator's answer, kept in its history. */
  historieUpdateFehler: (msg: string) => `Fehler Update Historie - ${msg}`,
  hinzufuegenFehler: (msg: string) => `${VERSORGER_MSG.hinzufuegenFehler}${msg}`,
  gemeindeLoeschenFehler: (msg: string) => `Fehler beim Löschen der Gemeinde - ${msg}`,
  gemeindeWiederherstellenFehler: (msg: string) => `Fehler beim Wiederherstellen der Gemeinde - ${msg}`,
  positionLoeschenFehler: (msg: string) => `${AUFTRAG_MSG.positionLoeschenFehler}${msg}`,
  keineDaten: 'Keine Daten vorhanden!',
  keineDateien: 'Keine Dateien vorhanden.',
  /** spec 001 §8 alert (context not stated): an order that cannot be loaded for this user (400, 403, 404). */
  nichtZuzuordnen: 'Daten können nicht korrekt zugeordnet werden oder der Zugriff ist gesperrt...',
  // Our own texts (spec silent):
  kopiert: 'In die Zwischenablage kopiert.',
  kopierenFehler: 'Die Vorgangsnummer konnte nicht kopiert werden.',
  zuordnungLaeuft: 'Netzbetreiber werden dem Auftrag zugeordnet …',
  zuordnungErgebnis: (neu: number, anzahl: number) =>
    `${neu === 1 ? '1 Netzbetreiber' : `${neu} Netzbetreiber`} hinzugefügt, ${anzahl} insgesamt.`,
  nurDeaktivierte: 'Nur deaktivierte Gemeinden – zählt nicht',
  nurDeaktivierteHinweis:
    'Dieser Versorger betrifft nur deaktivierte Gemeinden und zählt für den Bearbeitungsstatus nicht mit.',
  keinePositionen: 'Dieser Auftrag hat noch keine Positionen.',
  keineVersorger: 'Dieser Position ist noch kein Versorger zugeordnet.',
} as const;

/** spec 001 §8: success toasts 1–2.5 s. */
export const TOAST_KURZ_MS = 1500;
