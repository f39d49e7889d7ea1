import { z } from 'zod';
import { ANFRAGE_STATUS, HISTORIE_AKTION } from './enums.js';
import { defineList, exportQuerySchema, listQuerySchema, listResultSchema } from './list-query.js';

/**
 * Offer history of one customer (spec 001 §3 offer-history view; angebothistorie/:userId). Exported by
 * POST api/Historien/ConvertHistorieToExcel?uid&excelname.
 */
export const ANGEBOT_HISTORIE_LIST = defineList({
  key: 'angebotshistorie',
  title: 'Angebotshistorie',
  defaultPageSize: 50,
  defaultSort: [{ field: 'angebotAm', direction: 'desc' }],
  fields: {
    vorgang: { type: 'text', label: 'Vorgang' },
    angebotAm: { type: 'datetime', label: 'Angebot am' },
    auftragAm: { type: 'datetime', label: 'Auftrag am' },
    rabatt: { type: 'number', label: 'Rabatt (%)' },
    rabattSumme: { type: 'money', label: 'Rabatt', sum: true },
    summeNetto: { type: 'money', label: 'Summe netto', sum: true },
    angebotUrl: { type: 'text', label: 'Angebot', filterable: false, sortable: false },
  },
});

export const ZAngebotHistorieExportQuery = exportQuerySchema(ANGEBOT_HISTORIE_LIST);

/** Query of ConvertHistorieToExcel: `uid` (the customer) and `excelname` (the file name wanted). */
export const ZConvertHistorieInput = z.object({
  uid: z.string().uuid('Ungültige Nutzer-Id.'),
  excelname: z
    .string()
    .trim()
    .max(100, 'Der Dateiname darf höchstens 100 Zeichen lang sein.')
    .regex(/^[\p{L}\p{N} _.-]*$/u, 'Der Dateiname enthält unzulässige Zeichen.')
    .optional(),
  filterDto: z.array(z.unknown()).optional(),
  sortingDto: z.array(z.unknown()).optional(),
});
export type TConvertHistorieInput = z.infer<typeof ZConvertHistorieInput>;

// ------------------------------------------------------------------ histories of staff and orders (spec 001 §2 'Histories')

/** German texts of the history calls (ours: the spec names none). */
export const HISTORIE_MSG = {
  nutzerNichtGefunden: 'Der Nutzer wurde nicht gefunden.',
  antragNichtGefunden: 'Der Vorgang wurde nicht gefunden.',
} as const;

const AKTION_OPTIONS = Object.entries(HISTORIE_AKTION).map(([value, label]) => ({ value: Number(value), label }));
const ANFRAGE_STATUS_OPTIONS = Object.entries(ANFRAGE_STATUS).map(([value, s]) => ({
  value: Number(value),
  label: s.label,
}));

/**
 * The History row (spec 001 §3): vorgang (the Vorgangsnummer), datum (= aktionTime), aktion (the code 1–9 of §4, the
 * 'historienOptionen'), beschreibung, versorgername, anfrageStatus (1–3, as it was when written), bearbeiter
 * (= sachbearbeiter), auftragId and auftragAktionUrl (the order's /bearbeitungslist, or the offer while there is no order).
 */
function historieFields(bearbeiterLabel: string) {
  return {
    vorgang: { type: 'text', label: 'Vorgang' },
    datum: { type: 'datetime', label: 'Datum' },
    bearbeiter: { type: 'text', label: bearbeiterLabel },
    aktion: { type: 'set', label: 'Aktion', options: AKTION_OPTIONS },
    beschreibung: { type: 'text', label: 'Beschreibung' },
    versorgername: { type: 'text', label: 'Versorger' },
    anfrageStatus: { type: 'set', label: 'Status', options: ANFRAGE_STATUS_OPTIONS },
    auftragId: { type: 'text', label: 'Auftrag-Id', filterable: false, sortable: false },
    antragId: { type: 'text', label: 'Antrag-Id', filterable: false, sortable: false },
    auftragAktionUrl: { type: 'text', label: 'Auftrag', filterable: false, sortable: false },
  } as const;
}

/** historie/{userId} and historie/adminHistorie/{userId}: what one staff member did, newest first (spec 001 §2, §9). */
export const HISTORIE_LIST = defineList({
  key: 'historie',
  title: 'Historie',
  defaultPageSize: 50,
  defaultSort: [{ field: 'datum', direction: 'desc' }],
  searchFields: ['vorgang', 'beschreibung', 'versorgername'],
  fields: historieFields('Bearbeiter'),
});

/** auftraghistorie/{antragId}: everything that happened to one case, oldest first (spec 001 §2, §9). */
export const AUFTRAGSHISTORIE_LIST = defineList({
  key: 'auftragshistorie',
  title: 'Auftragshistorie',
  defaultPageSize: 50,
  defaultSort: [{ field: 'datum', direction: 'asc' }],
  searchFields: ['beschreibung', 'versorgername', 'bearbeiter'],
  fields: historieFields('SB'),
});

export const ZHistorieRow = z.object({
  id: z.number().int(),
  vorgang: z.string().nullable(),
  datum: z.string(),
  aktion: z.number().int(),
  beschreibung: z.string(),
  versorgername: z.string().nullable(),
  anfrageStatus: z.number().int().nullable(),
  bearbeiter: z.string().nullable(),
  auftragId: z.string().nullable(),
  antragId: z.string().nullable(),
  auftragAktionUrl: z.string().nullable(),
});
export type THistorieRow = z.infer<typeof ZHistorieRow>;

export const ZHistorieNutzerQuery = listQuerySchema(HISTORIE_LIST).safeExtend({ userId: z.string().max(64) });
export const ZHistorieNutzerResult = listResultSchema(ZHistorieRow).extend({
  nutzer: z.object({ id: z.string(), vorname: z.string(), name: z.string() }),
});
export type THistorieNutzerResult = z.infer<typeof ZHistorieNutzerResult>;

export const ZAuftragshistorieQuery = listQuerySchema(AUFTRAGSHISTORIE_LIST).safeExtend({
  antragId: z.string().max(64),
});
/** The case's rows with its header: the title links to the order (none yet while only an offer exists); `anzahl` = all rows. */
export const ZAuftragshistorieResult = listResultSchema(ZHistorieRow).extend({
  vorgang: z.object({ antragId: z.string(), vorgangsnummer: z.string(), auftragId: z.string().nullable() }),
  anzahl: z.number().int(),
});
export type TAuftragshistorieResult = z.infer<typeof ZAuftragshistorieResult>;

/** /historien: the staff members (a staff role, or history rows of their own) with 'Historie ansehen'. */
export const HISTORIEN_LIST = defineList({
  key: 'historien',
  title: 'Historien',
  defaultPageSize: 50,
  defaultSort: [{ field: 'name', direction: 'asc' }],
  searchFields: ['name', 'vorname', 'email'],
  fields: {
    name: { type: 'text', label: 'Name' },
    vorname: { type: 'text', label: 'Vorname' },
    email: { type: 'text', label: 'E-Mail' },
    rollen: { type: 'text', label: 'Rollen' },
    anzahl: { type: 'number', label: 'Einträge' },
    letzteAktion: { type: 'datetime', label: 'Letzte Aktion' },
  },
});
export const ZHistorienListRow = z.object({
  id: z.string(),
  name: z.string(),
  vorname: z.string(),
  email: z.string(),
  rollen: z.string().nullable(),
  anzahl: z.number().int(),
  letzteAktion: z.string().nullable(),
});
export type THistorienListRow = z.infer<typeof ZHistorienListRow>;
export const ZHistorienListQuery = listQuerySchema(HISTORIEN_LIST);
export const ZHistorienListResult = listResultSchema(ZHistorienListRow);

/** api/Historien/GetAuftraege: the orders with their history (count, latest entry), newest activity first. */
export const HISTORIE_AUFTRAEGE_LIST = defineList({
  key: 'historieAuftraege',
  title: 'Aufträge mit Historie',
  defaultPageSize: 50,
  defaultSort: [{ field: 'letzteAktion', direction: 'desc' }],
  searchFields: ['vorgangsnummer', 'letzteBeschreibung', 'bearbeiter'],
  fields: {
    vorgangsnummer: { type: 'text', label: 'Vorgang' },
    auftragsDatum: { type: 'datetime', label: 'Auftrag vom' },
    bearbeiter: { type: 'text', label: 'Bearbeiter' },
    anzahl: { type: 'number', label: 'Anzahl' },
    letzteAktion: { type: 'datetime', label: 'Letzte Aktion' },
    letzteBeschreibung: { type: 'text', label: 'Letzter Eintrag' },
    antragId: { type: 'text', label: 'Antrag-Id', filterable: false, sortable: false },
    auftragshistorieUrl: { type: 'text', label: 'Historie', filterable: false, sortable: false },
  },
});
export const ZHistorieAuftraegeRow = z.object({
  id: z.string(),
  vorgangsnummer: z.string(),
  auftragsDatum: z.string(),
  bearbeiter: z.string().nullable(),
  anzahl: z.number().int(),
  letzteAktion: z.string().nullable(),
  letzteBeschreibung: z.string().nullable(),
  antragId: z.string(),
  auftragshistorieUrl: z.string(),
});
export const ZHistorieAuftraegeQuery = listQuerySchema(HISTORIE_AUFTRAEGE_LIST);
export const ZHistorieAuftraegeResult = listResultSchema(ZHistorieAuftraegeRow);
