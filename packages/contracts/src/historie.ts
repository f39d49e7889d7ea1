import { z } from 'zod';
import { defineList, exportQuerySchema } from './list-query.js';

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
