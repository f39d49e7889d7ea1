import { z } from 'zod';
import { ANTRAG_STATUS } from './enums.js';
import { ZPreisZeile } from './angebot.js';
import { zText } from './text.js';
import { defineList, exportQuerySchema, isCalendarDay, listQuerySchema, listResultSchema } from './list-query.js';

/** spec 000 §5, 001 §5: invoice exports accept no date before 2025-07-01. */
export const RECHNUNG_EXPORT_MIN_DAY = '2025-07-01';

/** The invoice list of /rechnungen (spec 001 §3 invoice list row); also what PostExportRechnungenExcel exports. */
export const RECHNUNGEN_LIST = defineList({
  key: 'rechnungen',
  title: 'Rechnungen',
  defaultPageSize: 50,
  defaultSort: [{ field: 'auftragsDatum', direction: 'desc' }],
  searchFields: ['vorgangsnummer', 'rechnungsNummer', 'auftraggeber', 'name'],
  fields: {
    vorgangsnummer: { type: 'text', label: 'Vorgangsnummer' },
    rechnungsNummer: { type: 'text', label: 'Rechnungsnummer' },
    rechnungsDatum: { type: 'date', label: 'Rechnungsdatum' },
    auftragsDatum: { type: 'datetime', label: 'Auftragsdatum' },
    rechnungVersand: { type: 'datetime', label: 'Rechnungsversand' },
    rechnungStatus: {
      type: 'set',
      label: 'Status',
      options: ([5, 6, 7, 8, 9, 10, 11, 12] as const).map((s) => ({ value: s, label: ANTRAG_STATUS[s] })),
    },
    auftraggeber: { type: 'text', label: 'Auftraggeber' },
    name: { type: 'text', label: 'Name' },
    telefon: { type: 'text', label: 'Telefon' },
    nettoPreis: { type: 'money', label: 'Nettopreis', sum: true },
    vorkasse: { type: 'boolean', label: 'Vorkasse' },
    storniert: { type: 'boolean', label: 'Storniert' },
    bezahlt: { type: 'boolean', label: 'Bezahlt' },
  },
});

export const ZRechnungenExportQuery = exportQuerySchema(RECHNUNGEN_LIST).superRefine((q, ctx) => {
  q.filterDto.forEach((f, i) => {
    if (f.type !== 'date') return;
    for (const key of ['value', 'valueTo'] as const) {
      const day = f[key];
      if (day !== undefined && isCalendarDay(day) && day < RECHNUNG_EXPORT_MIN_DAY) {
        ctx.addIssue({
          code: 'custom',
          path: ['filterDto', i, key],
          message: 'Der Export ist erst ab dem 01.07.2025 möglich.',
        });
      }
    }
  });
});

// Invoices (spec 001 §2 'Invoices, prepayments, dunning', §3 Invoice, Invoice line, §4 invoice states, §5 invoice rules,
// §7 'Invoices'). Money travels as integer cents under the spec's names (einzelpreis, gesamtpreis, nettoPreis …);
// api/* converts them to euros.

export const RECHNUNG_MSG = {
  // spec 001 §5, §8
  keineRechnung: 'Keine Rechnung vorhanden.',
  nochKeine: 'Noch keine Rechnungen für diesen Auftrag',
  ueberschrift: 'Rechnungen zum Auftrag',
  keineId: 'Keine gültige Id übergeben',
  abgeschlossen: 'Rechnungen erfolgreich abgeschlossen',
  vorkassenAbgeschlossen: 'Vorkassen erfolgreich abgeschlossen',
  // Our own texts (spec silent):
  nichtGefunden: 'Die Rechnung wurde nicht gefunden.',
  positionNichtGefunden: 'Die Rechnungsposition wurde nicht gefunden.',
  versendet:
    'Die Rechnung wurde bereits versendet und kann nicht mehr geändert werden. Korrekturen bitte über eine Stornierung.',
  storniert: 'Die Rechnung ist storniert und kann nicht mehr geändert werden.',
  nichtVersendet: 'Die Rechnung ist noch nicht versendet.',
  keineDokumente: 'Zu dieser Rechnung sind keine Dokumente gespeichert.',
  keinePositionen: 'Die Rechnung hat keine Positionen.',
  keineAdresse: 'Für diesen Auftrag ist keine Rechnungsadresse hinterlegt.',
  auftragNichtGefunden: 'Der Auftrag wurde nicht gefunden.',
  zahl: (feld: string, text: string) => `${feld}: „${text}“ ist keine gültige Zahl (Format 1.234,56).`,
  mwst: 'Bitte wählen Sie 19 % oder 16 % MwSt.',
  entwurfVorhanden: 'Für diesen Auftrag gibt es bereits einen Rechnungsentwurf.',
  gesendet: 'Die Rechnung wurde versendet.',
  bereitsStorniert: 'Die Rechnung ist bereits storniert.',
  stornoNichtStornierbar: 'Eine Stornorechnung kann nicht storniert werden.',
  // A paid invoice is not cancelled: the portal has no refund, which would need its own flow (issue 42).
  bezahltNichtStornierbar:
    'Die Rechnung ist bereits bezahlt und kann nicht storniert werden. Eine Erstattung ist im Portal nicht vorgesehen; bitte wickeln Sie sie über die Buchhaltung ab.',
  neuAngelegt: 'Ein neuer Rechnungsentwurf wurde angelegt.',
  gebuehrAngelegt: 'Ein neuer Entwurf einer Gebührenrechnung wurde angelegt.',
} as const;

/** spec 001 §9: new line defaults. */
export const RECHNUNGS_POSITION_DEFAULT = { anzahl: 1, einzelpreisEuro: 35 } as const;
export const RECHNUNG_ARTEN = ['rechnung', 'gebuehr', 'vorkasse', 'storno'] as const;
export type TRechnungArt = (typeof RECHNUNG_ARTEN)[number];

/** spec 001 §3 Invoice (+ our extras: art, status of the request, the cancelled/cancelling invoice, totals). */
export const ZRechnung = z.object({
  rechnungId: z.string(),
  auftragId: z.string(),
  antragId: z.string(),
  vorgangsnummer: z.string(),
  art: z.enum(RECHNUNG_ARTEN),
  rechnungsNummer: z.string().nullable(),
  rechnungsDatum: z.string().nullable(),
  /** spec: rechnungVersandt — the send date (ISO) or null while a draft. */
  rechnungVersandt: z.string().nullable(),
  rechnungGeneriert: z.boolean(),
  storniert: z.boolean(),
  vorkasse: z.boolean(),
  ustIdNr: z.string().nullable(),
  ausland: z.boolean(),
  mwst: z.number().int(),
  nettoPreis: z.number().int(),
  mwstBetrag: z.number().int(),
  bruttoPreis: z.number().int(),
  auftraggeber: z.string().nullable(),
  name: z.string().nullable(),
  telefon: z.string().nullable(),
  rechnungEmail: z.string().nullable(),
  auftragsDatum: z.string(),
  antragStatus: z.number().int(),
  /** The invoice this one cancels (a Stornorechnung), or the one that cancelled it. */
  stornoVonRechnungsNummer: z.string().nullable(),
  storniertDurch: z.string().nullable(),
  bezahltAm: z.string().nullable(),
  /** A draft can be edited; an issued invoice never. */
  bearbeitbar: z.boolean(),
});
export type TRechnung = z.infer<typeof ZRechnung>;

/** spec 001 §3 Invoice line. */
export const ZRechnungsPosition = ZPreisZeile.extend({ rechnungId: z.string() });
export type TRechnungsPosition = z.infer<typeof ZRechnungsPosition>;

/** A number as typed (German: '1.234,56') or as a JSON number; read by @lap/domain `parseDeutscheZahl`. */
const zZahl = () => z.union([z.number(), z.string().max(40, 'Höchstens 40 Zeichen.')]);

/** PostRechnungsPosition: defaults anzahl 1, einzelpreis 35 € (spec 001 §9), sortierung = count + 1. */
export const ZRechnungsPositionInput = z.object({
  rechnungId: z.string().max(64),
  position: zText().trim().max(50, 'Höchstens 50 Zeichen.').optional(),
  beschreibung: zText().trim().max(1000, 'Höchstens 1000 Zeichen.').optional(),
  einheit: zText().trim().max(32, 'Höchstens 32 Zeichen.').nullable().optional(),
  /** Quantity: a number or German text. */
  anzahl: zZahl().optional(),
  /** Unit price in cents (JSON number; api/* sends euros) or German euro text ('1.234,56'). */
  einzelpreis: zZahl().optional(),
  sortierung: z.number().int().min(0).max(10_000).optional(),
});
export type TRechnungsPositionInput = z.input<typeof ZRechnungsPositionInput>;
/** PutRechnungsPosition/{id}: the line body; absent keys stay. */
export const ZRechnungsPositionUpdate = ZRechnungsPositionInput.omit({ rechnungId: true }).extend({
  id: z.number().int().min(1).max(2_147_483_647),
});
export type TRechnungsPositionUpdate = z.input<typeof ZRechnungsPositionUpdate>;

export const ZRechnungIdInput = z.object({ rechnungId: z.string().max(64) });
export const ZRechnungAuftragInput = z.object({ auftragId: z.string().max(64) });
export const ZRechnungsPositionIdInput = z.object({ id: z.number().int().min(1).max(2_147_483_647) });
/** PUT api/Rechnung/PutMwstRechnung/{id}: 19 (default) or 16 (spec 001 §9). */
export const ZMwstInput = z.object({
  rechnungId: z.string().max(64),
  mwst: z.union([z.literal(19), z.literal(16)], RECHNUNG_MSG.mwst),
});
/** PutStorniereRechnung/{id}/{flag}: flag true = also a new draft copy to correct and send. */
export const ZStornoInput = z.object({ rechnungId: z.string().max(64), neu: z.boolean() });
export const ZStornoResult = z.object({ storno: ZRechnung, neu: ZRechnung.nullable() });
/** PutAbgeschlosseneRechnungen: a list of auftragId; CompleteVorkassen: a list of ids. */
export const ZIdListe = z
  .array(z.string().max(64))
  .min(1, 'Bitte wählen Sie mindestens einen Eintrag aus.')
  .max(500, 'Höchstens 500 Einträge auf einmal.');
export const ZAbschlussResult = z.object({ abgeschlossen: z.number().int(), message: z.string() });

/** GetRechnungen: `abgeschlossene` = the completed toggle (paid invoices, prioritaetStatus 6, are hidden unless set). */
export const ZRechnungenListQuery = listQuerySchema(RECHNUNGEN_LIST).extend({
  abgeschlossene: z.boolean().default(false),
  /** 'Nicht versendete Rechnungen': only the drafts (no number yet). */
  entwuerfe: z.boolean().default(false),
});
/** spec 001 §3 Invoice list row (money in cents). */
export const ZRechnungenListRow = z.object({
  rechnungId: z.string(),
  auftragId: z.string(),
  antragId: z.string(),
  vorgangsnummer: z.string(),
  rechnungsNummer: z.string().nullable(),
  rechnungsDatum: z.string().nullable(),
  auftragsDatum: z.string(),
  rechnungVersand: z.string().nullable(),
  rechnungStatus: z.number().int(),
  auskuenftevollstaendig: z.boolean(),
  auftraggeber: z.string().nullable(),
  name: z.string().nullable(),
  telefon: z.string().nullable(),
  nettoPreis: z.number().int(),
  anzahlRechnungen: z.number().int(),
  /** 6 = completed (paid), else 0. */
  prioritaetStatus: z.number().int(),
  vorkasse: z.boolean(),
  storniert: z.boolean(),
  bezahlt: z.boolean(),
  art: z.enum(RECHNUNG_ARTEN),
  /** spec: two parts separated by comma and space — the link to the order's invoices, the count. */
  rechnungenAuftragUrl: z.string(),
});
export type TRechnungenListRow = z.infer<typeof ZRechnungenListRow>;
export const ZRechnungenListResult = listResultSchema(ZRechnungenListRow);
