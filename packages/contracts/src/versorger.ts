import { z } from 'zod';
import { ANFRAGE_STATUS } from './enums.js';
import { defineList, listQuerySchema, listResultSchema } from './list-query.js';
import { zText } from './text.js';

// Supplier rows of an order (spec 001 §2 /bearbeitungslist 'Auskünfte der Infrastrukturbetreiber', §3 Versorger,
// §4 anfrageStatus, §5 operator search, §7 supplier calls) and 'Netzbetreiber zum Auftrag'.

export const VERSORGER_MSG = {
  // The client's toasts (spec 001 §8); the server's message goes into {msg}.
  updateFehler: 'Fehler beim Update des Versorgers - ',
  hinzufuegenFehler: 'Fehler beim Hinzufügen des Netzbetreibers - ',
  // Our own texts (spec silent):
  sucheZuKurz: 'Bitte geben Sie mindestens 3 Zeichen ein.',
  netzbetreiberNichtGefunden: 'Der Netzbetreiber wurde nicht gefunden.',
  netzbetreiberWaehlen: 'Bitte wählen Sie einen Netzbetreiber aus.',
  bereitsZugeordnet: 'Der Netzbetreiber ist diesem Auftrag bereits zugeordnet.',
  nichtLoeschbar: 'Der Versorger hat bereits eine Auskunft oder Dateien geliefert und kann nicht gelöscht werden.',
  gemeindeNichtImAuftrag: 'Die Gemeinde gehört nicht zu diesem Auftrag.',
  datumUngueltig: 'Bitte geben Sie ein gültiges Datum an.',
  bemerkungZuLang: 'Die Bemerkung darf höchstens 2000 Zeichen lang sein.',
} as const;

/** spec 001 §5/§9: the operator search needs at least 3 typed characters; we answer at most 20 hits. */
export const NETZBETREIBER_SUCHE_MIN = 3;
export const NETZBETREIBER_SUCHE_MAX = 20;
export const AUSKUNFT_BEMERKUNG_MAX = 2000;

// Dates travel as text and are read by @lap/domain `versorgerDatenAus` (ISO form, spec 001 §5), which also
// checks the follow-up rules — the same reading as PutUpdatePositionVersorger.
const zDatum = () => z.string().max(40, VERSORGER_MSG.datumUngueltig);

/** spec 001 §3 gemeindeVersorger: the municipalities of the order as seen by one supplier row. */
export const ZGemeindeVersorger = z.object({
  gemeindeId: z.number().int(),
  gemeindeName: z.string(),
  disabled: z.boolean(),
  getroffen: z.boolean(),
});
export type TGemeindeVersorger = z.infer<typeof ZGemeindeVersorger>;

/** spec 001 §3 Supplier-per-order row (Versorger), plus our flag for suppliers brought only by disabled municipalities. */
export const ZVersorger = z.object({
  id: z.string(),
  auftragId: z.string(),
  versorgerName: z.string(),
  netzbetreiberId: z.number().int().nullable(),
  netzbetreiberAktionUrl: z.string().nullable(),
  netzbetreiberUrl: z.string().nullable(),
  email: z.string().nullable(),
  telefon: z.string().nullable(),
  kontakt: z.string().nullable(),
  /** shown as 'NB Info' */
  bemerkung: z.string().nullable(),
  portalLink: z.string().nullable(),
  abfrageart: z.string(),
  angefragtDatum: z.string().nullable(),
  auskunftDatum: z.string().nullable(),
  vorlageDatum: z.string().nullable(),
  abgeschlossen: z.boolean(),
  auskunftBemerkung: z.string().nullable(),
  auskunftHistorieUrl: z.string(),
  anfrageStatus: z.number().int(),
  gemeindeVersorger: z.array(ZGemeindeVersorger),
  emailGenerierungAktionUrl: z.string().nullable(),
  automatikVersand: z.boolean(),
  positionId: z.number().int().nullable(),
  /** Only municipalities that are switched off brought this operator: it no longer counts (never deleted). */
  nurDeaktivierteGemeinden: z.boolean(),
});
export type TVersorger = z.infer<typeof ZVersorger>;

/** The supplier table of /bearbeitungslist (001 §2, §9: versorgerName descending, 100 per page). */
export const VERSORGER_LIST = defineList({
  key: 'versorger',
  title: 'Auskünfte der Infrastrukturbetreiber',
  defaultPageSize: 100,
  defaultSort: [{ field: 'versorgerName', direction: 'desc' }],
  searchFields: ['versorgerName', 'email', 'kontakt', 'telefon', 'bemerkung', 'auskunftBemerkung'],
  fields: {
    versorgerName: { type: 'text', label: 'Versorger' },
    email: { type: 'text', label: 'E-Mail' },
    telefon: { type: 'text', label: 'Telefon' },
    kontakt: { type: 'text', label: 'Kontakt' },
    bemerkung: { type: 'text', label: 'NB Info' },
    abfrageart: { type: 'text', label: 'Abfrageart' },
    anfrageStatus: {
      type: 'set',
      label: 'Status',
      options: ([1, 2, 3] as const).map((value) => ({ value, label: ANFRAGE_STATUS[value].label })),
    },
    angefragtDatum: { type: 'datetime', label: 'Angefragt am' },
    auskunftDatum: { type: 'datetime', label: 'Auskunft am' },
    vorlageDatum: { type: 'datetime', label: 'Wiedervorlage' },
    abgeschlossen: { type: 'boolean', label: 'Abgeschlossen' },
    auskunftBemerkung: { type: 'text', label: 'Bemerkung' },
    automatikVersand: { type: 'boolean', label: 'Automatikversand' },
    nurDeaktivierteGemeinden: { type: 'boolean', label: 'Nur deaktivierte Gemeinden' },
  },
});

export const ZVersorgerListQuery = listQuerySchema(VERSORGER_LIST).extend({
  auftragId: z.string().max(64),
  /** 'abgeschlossene Anfragen anzeigen': rows with abgeschlossen true are hidden unless set. */
  abgeschlosseneAnzeigen: z.boolean().default(false),
});
export const ZVersorgerListResult = listResultSchema(ZVersorger);

/** PutUpdateVersorgerById/{id}: the inline edits of the supplier table; absent keys stay, null clears. */
export const ZVersorgerUpdateInput = z.object({
  id: z.string().max(64),
  angefragtDatum: zDatum().nullable().optional(),
  auskunftDatum: zDatum().nullable().optional(),
  vorlageDatum: zDatum().nullable().optional(),
  abgeschlossen: z.boolean().optional(),
  auskunftBemerkung: zText().max(AUSKUNFT_BEMERKUNG_MAX, VERSORGER_MSG.bemerkungZuLang).nullable().optional(),
});
export type TVersorgerUpdateInput = z.input<typeof ZVersorgerUpdateInput>;

/** VersorgerAuskunftBemerkung/{id}. */
export const ZAuskunftBemerkungInput = z.object({
  id: z.string().max(64),
  auskunftBemerkung: zText().max(AUSKUNFT_BEMERKUNG_MAX, VERSORGER_MSG.bemerkungZuLang),
});

/** spec 001 §3 Supplier history: ende, bearbeiter (name), beschreibung; newest first. */
export const ZVersorgerHistorie = z.object({
  id: z.number().int(),
  ende: z.string().nullable(),
  bearbeiter: z.string().nullable(),
  beschreibung: z.string(),
});
export type TVersorgerHistorie = z.infer<typeof ZVersorgerHistorie>;

/** NetzbetreiberByName?netzbetreiber=… (≥ 3 characters). */
export const ZNetzbetreiberSucheInput = z.object({
  netzbetreiber: z
    .string()
    .trim()
    .min(NETZBETREIBER_SUCHE_MIN, VERSORGER_MSG.sucheZuKurz)
    .max(200, 'Bitte geben Sie höchstens 200 Zeichen ein.'),
});
export const ZNetzbetreiberTreffer = z.object({ id: z.number().int(), name: z.string() });

/** AddNetzbetreiberById/{auftragId}: body {netzbetreiberId}. */
export const ZAddNetzbetreiberInput = z.object({
  auftragId: z.string().max(64),
  netzbetreiberId: z
    .number(VERSORGER_MSG.netzbetreiberWaehlen)
    .int(VERSORGER_MSG.netzbetreiberWaehlen)
    .min(1, VERSORGER_MSG.netzbetreiberWaehlen)
    .max(2_147_483_647, VERSORGER_MSG.netzbetreiberWaehlen),
});

/** GetAktualisiereNetzbetreiberById/{auftragId}: what the run did. */
export const ZNetzbetreiberZumAuftragResult = z.object({
  auftragId: z.string(),
  /** new supplier rows */
  hinzugefuegt: z.number().int(),
  /** supplier rows of the order after the run */
  anzahl: z.number().int(),
  bearbeitungsStatus: z.number().int(),
});

/** spec 001 §3 Municipality of an order (its button on /bearbeitungslist); shared with the order view (auftrag.ts). */
export const ZAuftragGemeinde = z.object({
  id: z.number().int(),
  gemeindeId: z.number().int(),
  gemeindeName: z.string(),
  disabled: z.boolean(),
});
export type TAuftragGemeinde = z.infer<typeof ZAuftragGemeinde>;
/** Disable or restore a municipality of an order; answers the order's municipalities. */
export const ZSetGemeindeDisabledInput = z.object({
  auftragId: z.string().max(64),
  gemeindeId: z.number().int().min(1).max(2_147_483_647),
  disabled: z.boolean(),
});

export const ZVersorgerId = z.object({ id: z.string().max(64) });
/** {auftragId}: shared with the order procedures (auftrag.ts). */
export const ZAuftragIdInput = z.object({ auftragId: z.string().max(64) });
