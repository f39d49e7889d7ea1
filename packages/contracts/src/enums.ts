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
/** The Antrag/Rechnung states by name (issue 43: no bare status numbers outside this file). */
export const ANTRAG_STATUS_ID = {
  antragErstellt: 1,
  neuerAntrag: 2,
  angebotErstellt: 3,
  angebotAbgelehnt: 4,
  auftragErteilt: 5,
  rechnungVersendet: 6,
  rechnungBezahlt: 7,
  beendet: 8,
  mahnung1: 9,
  mahnung2: 10,
  mahnung3: 11,
  mahnverfahrenBeendet: 12,
} as const satisfies Record<string, TAntragStatus>;
/** The states of an invoice in dunning (sent and unpaid, or a notice sent): 6, 9, 10, 11. */
export const ANTRAG_STATUS_OFFEN_GEMAHNT: readonly TAntragStatus[] = [
  ANTRAG_STATUS_ID.rechnungVersendet,
  ANTRAG_STATUS_ID.mahnung1,
  ANTRAG_STATUS_ID.mahnung2,
  ANTRAG_STATUS_ID.mahnung3,
];

/** spec 000 §3: vorgangsart. */
export const VORGANGSART = { 1: 'Baumaßnahme', 2: 'Planung' } as const;
export type TVorgangsart = keyof typeof VORGANGSART;
export const VORGANGSART_ID = { baumassnahme: 1, planung: 2 } as const satisfies Record<string, TVorgangsart>;

/** spec 000 §3: personTyp. */
export const PERSON_TYP = { 1: 'Antragsteller', 2: 'Auftraggeber', 3: 'Bauausführender' } as const;
export type TPersonTyp = keyof typeof PERSON_TYP;
export const PERSON_TYP_ID = { antragsteller: 1, auftraggeber: 2, bauausfuehrender: 3 } as const satisfies Record<
  string,
  TPersonTyp
>;

/** spec 001 §4: bearbeitungsStatus of an Auftrag. */
export const BEARBEITUNGS_STATUS = {
  0: 'nicht bearbeitet',
  1: 'Versorgerliste vollständig',
  2: 'alle Betreiber angefragt',
  3: 'Auskünfte vollständig',
} as const;
export type TBearbeitungsStatus = keyof typeof BEARBEITUNGS_STATUS;
export const BEARBEITUNGS_STATUS_ID = {
  nichtBearbeitet: 0,
  versorgerlisteVollstaendig: 1,
  alleAngefragt: 2,
  auskuenfteVollstaendig: 3,
} as const satisfies Record<string, TBearbeitungsStatus>;

/** spec 001 §4: prioritaet with its colour. */
export const PRIORITAET = {
  1: { label: 'Hoch', color: 'red' },
  2: { label: 'Wichtig', color: 'yellow' },
  3: { label: 'Normal', color: 'green' },
  4: { label: 'Niedrig', color: 'blue' },
} as const;
export type TPrioritaet = keyof typeof PRIORITAET;
export const PRIORITAET_ID = { hoch: 1, wichtig: 2, normal: 3, niedrig: 4 } as const satisfies Record<
  string,
  TPrioritaet
>;

/** spec 001 §4: anfrageStatus of a Versorger. */
export const ANFRAGE_STATUS = {
  1: { label: 'offen', color: 'red' },
  2: { label: 'angefragt', color: 'yellow' },
  3: { label: 'fertig', color: 'green' },
} as const;
export type TAnfrageStatus = keyof typeof ANFRAGE_STATUS;
export const ANFRAGE_STATUS_ID = { offen: 1, angefragt: 2, fertig: 3 } as const satisfies Record<
  string,
  TAnfrageStatus
>;
export const ANFRAGE_STATUS_NONE = 'Kein Status';

/**
 * spec 001 §4 provider info status: the state of an operator's answer (Auskunft) in the spec's second wording,
 * read from anfrageStatus; 0 = none yet (a supplier not saved).
 */
export const VERSORGER_INFO_STATUS = { 0: 'kein Status', 1: 'Offen', 2: 'Angefragt', 3: 'Abgeschlossen' } as const;
export const versorgerInfoStatusLabel = (status: number | null): string => labelOf('versorgerInfoStatus', status);

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
export const HISTORIE_AKTION_ID = {
  angebotVersendet: 1,
  angebotBeendet: 2,
  bearbeitungBegonnen: 3,
  wiedervorlageErstellt: 4,
  auftragAbgeschlossen: 5,
  rechnungVersendet: 6,
  rechnungStorniert: 7,
  mahnungVersendet: 8,
  mahnverfahrenEingestellt: 9,
} as const satisfies Record<string, THistorieAktion>;

/** spec 001 §3: Mahnung level; 4 = payment uncollectable. */
export const MAHNUNG_STATUS = {
  1: '1. Mahnung',
  2: '2. Mahnung',
  3: '3. Mahnung',
  4: 'Zahlung uneinbringlich',
} as const;
export type TMahnungStatus = keyof typeof MAHNUNG_STATUS;
/** The dunning levels by name; the last one ends the procedure. */
export const MAHNUNG_STUFE = { erste: 1, zweite: 2, dritte: 3, uneinbringlich: 4 } as const satisfies Record<
  string,
  TMahnungStatus
>;

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
export const NOTIZ_PROJEKT_ID = {
  global: 0,
  angebot: 1,
  auftrag: 2,
  auftragspositionen: 3,
  rechnung: 4,
  mahnung: 5,
} as const satisfies Record<string, TNotizProjekt>;

/** spec 001 §4 offer: vorkasseStatus 0 = normal, else prepayment (we write 1). */
export const VORKASSE_STATUS = { 0: 'normal', 1: 'Vorkasse' } as const;
export type TVorkasseStatus = keyof typeof VORKASSE_STATUS;
export const VORKASSE_STATUS_ID = { normal: 0, vorkasse: 1 } as const satisfies Record<string, TVorkasseStatus>;

/** spec 001 §4 invoice list row: prioritaetStatus 6 = completed (paid), else 0. */
export const RECHNUNG_PRIORITAET_STATUS = { 0: 'offen', 6: 'abgeschlossen' } as const;
export type TRechnungPrioritaetStatus = keyof typeof RECHNUNG_PRIORITAET_STATUS;
export const RECHNUNG_PRIORITAET_STATUS_ID = { offen: 0, abgeschlossen: 6 } as const satisfies Record<
  string,
  TRechnungPrioritaetStatus
>;

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

const hasKey = <T extends object>(o: T, k: PropertyKey): k is keyof T => Object.prototype.hasOwnProperty.call(o, k);

const labels = <T extends Record<number, string | { label: string }>>(o: T): Record<keyof T, string> =>
  Object.fromEntries(
    Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? v : (v as { label: string }).label]),
  ) as Record<keyof T, string>;

/** Every numeric status family with its German labels (from the spec; ours where it is silent). */
export const STATUS_FAMILIEN = {
  antragStatus: labels(ANTRAG_STATUS),
  bearbeitungsStatus: labels(BEARBEITUNGS_STATUS),
  prioritaet: labels(PRIORITAET),
  anfrageStatus: labels(ANFRAGE_STATUS),
  versorgerInfoStatus: labels(VERSORGER_INFO_STATUS),
  mahnungStufe: labels(MAHNUNG_STATUS),
  historieAktion: labels(HISTORIE_AKTION),
  vorgangsart: labels(VORGANGSART),
  personTyp: labels(PERSON_TYP),
  notizProjekt: labels(NOTIZ_PROJEKT),
  vorkasseStatus: labels(VORKASSE_STATUS),
  rechnungPrioritaetStatus: labels(RECHNUNG_PRIORITAET_STATUS),
} as const;
export type TStatusFamilie = keyof typeof STATUS_FAMILIEN;
/** The values a family knows, e.g. `TStatusWert<'mahnungStufe'>` = 1 | 2 | 3 | 4. */
export type TStatusWert<F extends TStatusFamilie> = keyof (typeof STATUS_FAMILIEN)[F];

/**
 * The one label lookup: `labelOf('antragStatus', 7)` = 'Rechnung bezahlt'. A value outside the family (a stored row
 * the spec does not know) reads as its number; anfrageStatus and the supplier info status without a value read as
 * the spec's 'Kein Status' / 'kein Status'.
 */
export function labelOf<F extends TStatusFamilie>(familie: F, wert: TStatusWert<F> | number | null): string {
  const family: Record<number, string> = STATUS_FAMILIEN[familie];
  if (wert !== null && hasKey(family, wert)) return family[wert] ?? String(wert);
  if (familie === 'anfrageStatus') return ANFRAGE_STATUS_NONE;
  if (familie === 'versorgerInfoStatus') return VERSORGER_INFO_STATUS[0];
  return wert === null ? '' : String(wert);
}
