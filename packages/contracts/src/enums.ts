// Status, priority and role vocabularies of the spec with their German labels.
// Numeric ids are the spec's; labels are spelled exactly as written there.

export const ROLE = {
  Administration: 'Administration',
  SbBereich: 'SbBereich',
  Antragsteller: 'Antragsteller',
} as const;
export type TRoleName = (typeof ROLE)[keyof typeof ROLE];
export const BUILTIN_ROLES: readonly TRoleName[] = [ROLE.Administration, ROLE.SbBereich, ROLE.Antragsteller];

/** spec 000 §4 / 001 §4: Antrag status (also rechnungStatus 5–12). */
export const ANTRAG_STATUS = {
  1: 'Antrag erstellt',
  2: 'Neuer Antrag',
  3: 'Angebot erstellt',
  4: 'Angebot abgelehnt',
  5: 'Auftrag erteilt',
  6: 'Rechnung versendet',
  7: 'Rechnung bezahlt',
  8: 'Durch Dienstleister beendet',
  9: '1. Mahnung',
  10: '2. Mahnung',
  11: '3. Mahnung',
  12: 'Mahnung Verfahren beendet',
} as const;
export type TAntragStatus = keyof typeof ANTRAG_STATUS;
export const ANTRAG_STATUS_IDS = Object.keys(ANTRAG_STATUS).map(Number) as TAntragStatus[];

/** spec 000 §3: vorgangsart. */
export const VORGANGSART = { 1: 'Baumaßnahme', 2: 'Planung' } as const;
export type TVorgangsart = keyof typeof VORGANGSART;

/** spec 000 §3: personTyp. */
export const PERSON_TYP = { 1: 'Antragsteller', 2: 'Auftraggeber', 3: 'Bauausführender' } as const;
export type TPersonTyp = keyof typeof PERSON_TYP;

/** spec 001 §4: bearbeitungsStatus of an Auftrag. */
export const BEARBEITUNGS_STATUS = {
  0: 'nicht bearbeitet',
  1: 'Versorgerliste vollständig',
  2: 'alle Betreiber angefragt',
  3: 'Auskünfte vollständig',
} as const;
export type TBearbeitungsStatus = keyof typeof BEARBEITUNGS_STATUS;

/** spec 001 §4: prioritaet with its colour. */
export const PRIORITAET = {
  1: { label: 'Hoch', color: 'red' },
  2: { label: 'Wichtig', color: 'yellow' },
  3: { label: 'Normal', color: 'green' },
  4: { label: 'Niedrig', color: 'blue' },
} as const;
export type TPrioritaet = keyof typeof PRIORITAET;

/** spec 001 §4: anfrageStatus of a Versorger. */
export const ANFRAGE_STATUS = {
  1: { label: 'offen', color: 'red' },
  2: { label: 'angefragt', color: 'yellow' },
  3: { label: 'fertig', color: 'green' },
} as const;
export type TAnfrageStatus = keyof typeof ANFRAGE_STATUS;
export const ANFRAGE_STATUS_NONE = 'Kein Status';

/**
 * spec 001 §4 provider info status: the state of an operator's answer (Auskunft) in the spec's second wording,
 * read from anfrageStatus; 0 = none yet (a supplier not saved).
 */
export const VERSORGER_INFO_STATUS = { 0: 'kein Status', 1: 'Offen', 2: 'Angefragt', 3: 'Abgeschlossen' } as const;
export function versorgerInfoStatusLabel(status: number | null): string {
  return status === 1 || status === 2 || status === 3 ? VERSORGER_INFO_STATUS[status] : VERSORGER_INFO_STATUS[0];
}

/** spec 001 §4: history action codes. */
export const HISTORIE_AKTION = {
  1: 'Angebot versendet',
  2: 'Angebot Dienstleister beendet',
  3: 'Auftrag Bearbeitung begonnen',
  4: 'Wiedervorlage erstellt',
  5: 'Auftrag abgeschlossen',
  6: 'Rechnung versendet',
  7: 'Rechnung storniert',
  8: 'Mahnung versendet',
  9: 'Mahnverfahren eingestellt',
} as const;
export type THistorieAktion = keyof typeof HISTORIE_AKTION;

/** spec 001 §3: Mahnung level; 4 = payment uncollectable. */
export const MAHNUNG_STATUS = {
  1: '1. Mahnung',
  2: '2. Mahnung',
  3: '3. Mahnung',
  4: 'Zahlung uneinbringlich',
} as const;
export type TMahnungStatus = keyof typeof MAHNUNG_STATUS;

/** spec 001 §3: Notiz projekt. */
export const NOTIZ_PROJEKT = {
  0: 'Global',
  1: 'Angebot',
  2: 'Auftrag',
  3: 'Auftragspositionen',
  4: 'Rechnung',
  5: 'Mahnung',
} as const;
export type TNotizProjekt = keyof typeof NOTIZ_PROJEKT;

/** spec 001 §3: abfrageart of an operator. */
export const ABFRAGEART = ['', 'E-Mail', 'Portal', 'Eingabeformular'] as const;
export type TAbfrageart = (typeof ABFRAGEART)[number];

/** spec 000 §5: how the user found the portal. */
export const AUFMERKSAMKEIT = [
  'Empfehlung',
  'Suchmaschine',
  'Fachzeitschrift',
  'Werbung',
  'Lieferantenauflistung',
  'Webseite',
  'Sonstiges',
] as const;

/** spec 000 §5: offer rejection reasons. */
export const ABLEHN_GRUND = [
  'zu_teuer',
  'passt_nicht_zu_bedarf',
  'besseres_angebot_gefunden',
  'anderer_grund',
] as const;

/** Kinds of stored files (ARCHITECTURE §5). */
export const FILE_KIND = ['antrag', 'dokument', 'auskunft', 'versorger', 'anhang', 'export', 'print'] as const;
export type TFileKind = (typeof FILE_KIND)[number];

/** spec 000 §3 / 001 §3: Netzart id 20 exists and is excluded from selection lists. */
export const NETZART_EXCLUDED_ID = 20;

/** spec 001 §9: MwSt options; 19 % default. */
export const MWST_SAETZE = [19, 16] as const;
