import { z } from 'zod';
import { PRIORITAET, VORGANGSART } from './enums.js';
import { defineList, listQuerySchema, listResultSchema } from './list-query.js';
import { RECHNUNGEN_LIST, ZRechnungenListRow } from './rechnung.js';

// Prepayments and sent invoices (spec 001 §2 /vorkasselist, /rechnungenbezahlt; §3 Prepayment row; §4 bulk completion;
// §7 CompleteVorkassen, PutAbgeschlosseneRechnungen).

export const VORKASSE_MSG = {
  // spec texts
  abgeschlossen: 'Vorkassen erfolgreich abgeschlossen',
  fehler: 'Fehler beim Abschließen der Vorkassen - ',
  button: (n: number) => `${n} Vorkassen Abschließen`,
  // Our own texts (spec silent):
  offen: 'Vorkasse offen: Die Bearbeitung beginnt erst nach Zahlungseingang.',
  bereits: 'Die Vorkasse dieses Auftrags ist bereits abgeschlossen.',
  keineVorkasse: 'Dieser Auftrag ist kein Vorkasse-Auftrag.',
  // the question before a completion ('Bezahlt' or the ticked rows): it starts the processing and cannot be undone here
  bestaetigenTitel: 'Zahlungseingang bestätigen',
  bestaetigen: (vorgaenge: readonly string[]) =>
    vorgaenge.length === 1
      ? `Ist die Vorkasse zu Vorgang ${vorgaenge[0] ?? ''} bezahlt? Die Vorkasse wird abgeschlossen und die Bearbeitung des Auftrags beginnt.`
      : `Sind die ${vorgaenge.length} ausgewählten Vorkassen bezahlt? Sie werden abgeschlossen und die Bearbeitung der Aufträge beginnt.`,
  bestaetigenButton: 'Als bezahlt abschließen',
} as const;

export const BEZAHLT_MSG = {
  // spec texts
  titel: 'Versandte Rechnungen',
  abgeschlossen: 'Rechnungen erfolgreich abgeschlossen',
  fehler: 'Fehler beim Abschließen der Rechnungen - ',
  button: (n: number) => `${n} Aufträge Abschließen`,
  bezahlt: 'Rechnung bezahlt',
} as const;

/** /vorkasselist: the prepayment orders whose payment has not arrived yet, auftragsDatum descending. */
export const VORKASSEN_LIST = defineList({
  key: 'vorkassen',
  title: 'Vorkasse',
  defaultPageSize: 50,
  defaultSort: [{ field: 'auftragsDatum', direction: 'desc' }],
  searchFields: [
    'vorgangsnummer',
    'auftraggeber',
    'name',
    'ort',
    'strasseHNr',
    'telefon',
    'bemerkung',
    'rechnungsNummer',
  ],
  fields: {
    vorgangsnummer: { type: 'text', label: 'Vorgangsnummer' },
    // 'TT.MM.JJJJ – TT.MM.JJJJ': the construction period (sorting goes by baubeginn)
    zeitraumBearbeitung: { type: 'text', label: 'Zeitraum', sortable: false },
    auftragsDatum: { type: 'datetime', label: 'Auftragsdatum' },
    baubeginn: { type: 'date', label: 'Baubeginn' },
    auftraggeber: { type: 'text', label: 'Auftraggeber' },
    name: { type: 'text', label: 'Name' },
    ort: { type: 'text', label: 'Ort' },
    strasseHNr: { type: 'text', label: 'Straße/Hausnr.' },
    baumassnahmeOrPlanung: {
      type: 'set',
      label: 'Vorgangsart',
      options: [VORGANGSART[1], VORGANGSART[2]].map((value) => ({ value, label: value })),
    },
    prioritaet: {
      type: 'set',
      label: 'Priorität',
      options: ([1, 2, 3, 4] as const).map((value) => ({ value, label: PRIORITAET[value].label })),
    },
    bemerkung: { type: 'text', label: 'Bemerkung' },
    telefon: { type: 'text', label: 'Telefon' },
    // ours: the prepayment invoice (number and dispatch), so the case worker sees what was billed
    rechnungsNummer: { type: 'text', label: 'Vorkasserechnung' },
    rechnungVersand: { type: 'datetime', label: 'Rechnungsversand' },
    nettoPreis: { type: 'money', label: 'Nettopreis', sum: true },
    auftragId: { type: 'text', label: 'Auftrag-Id', filterable: false },
    antragId: { type: 'text', label: 'Antrag-Id', filterable: false },
    vorkasse: { type: 'boolean', label: 'Vorkasse', filterable: false },
  },
});

export const ZVorkassenListQuery = listQuerySchema(VORKASSEN_LIST);

/** spec 001 §3 Prepayment row, plus auftragId and the prepayment invoice (money in cents). */
export const ZVorkassenListRow = z.object({
  vorgangsnummer: z.string(),
  zeitraumBearbeitung: z.string().nullable(),
  auftragsDatum: z.string(),
  baubeginn: z.string().nullable(),
  auftraggeber: z.string().nullable(),
  name: z.string().nullable(),
  ort: z.string().nullable(),
  strasseHNr: z.string().nullable(),
  baumassnahmeOrPlanung: z.string(),
  prioritaet: z.number().int(),
  bemerkung: z.string().nullable(),
  telefon: z.string().nullable(),
  antragId: z.string(),
  vorkasse: z.boolean(),
  auftragId: z.string(),
  rechnungsNummer: z.string().nullable(),
  rechnungVersand: z.string().nullable(),
  nettoPreis: z.number().int().nullable(),
});
export type TVorkassenListRow = z.infer<typeof ZVorkassenListRow>;
export const ZVorkassenListResult = listResultSchema(ZVorkassenListRow);

/** /rechnungenbezahlt: sent invoices awaiting payment (status 6, no prepayment, not completed), dispatch descending. */
export const VERSANDTE_RECHNUNGEN_LIST = defineList({
  ...RECHNUNGEN_LIST,
  key: 'rechnungenbezahlt',
  title: 'Versandte Rechnungen',
  defaultSort: [{ field: 'rechnungVersand', direction: 'desc' }],
});
export const ZVersandteRechnungenListQuery = listQuerySchema(VERSANDTE_RECHNUNGEN_LIST);
export const ZVersandteRechnungenListResult = listResultSchema(ZRechnungenListRow);
