import { ANTRAG_STATUS } from './enums.js';
import { defineList, exportQuerySchema, isCalendarDay } from './list-query.js';

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
  },
});

export const ZRechnungenExportQuery = exportQuerySchema(RECHNUNGEN_LIST).superRefine((q, ctx) => {
  q.filterDto.forEach((f, i) => {
    if (f.type !== 'date') return;
    for (const key of ['value', 'valueTo'] as const) {
      const day = f[key];
      if (day !== undefined && isCalendarDay(day) && day < RECHNUNG_EXPORT_MIN_DAY) {
        ctx.addIssue({ code: 'custom', path: ['filterDto', i, key], message: 'Der Export ist erst ab dem 01.07.2025 möglich.' });
      }
    }
  });
});
