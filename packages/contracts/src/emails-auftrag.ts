import { z } from 'zod';
import { defineList, listQuerySchema, listResultSchema } from './list-query.js';

// /emails/{auftragId} (spec 001 §2 'E-Mailversand - Versorger zum Auftrag'): every operator of the order with the way it
// is asked (spec 001 §3 abfrageart: E-Mail, Portal, Eingabeformular), so that none is left out without a word (issue 42).

/** The channel of an operator: its abfrageart, '' when none is set. */
export const KANAL_LABEL: Record<string, string> = {
  'E-Mail': 'E-Mail',
  Portal: 'Portal',
  Eingabeformular: 'Eingabeformular',
  '': 'nicht festgelegt',
};
export const kanalLabel = (abfrageart: string): string => KANAL_LABEL[abfrageart] ?? abfrageart;

/** Why a row has no e-mail here (our own texts; the spec is silent). */
export const KANAL_HINWEIS: Record<string, string> = {
  Portal: 'Wird im Portal des Betreibers angefragt – keine E-Mail.',
  Eingabeformular: 'Wird über das Eingabeformular des Betreibers angefragt – keine E-Mail.',
  '': 'Kein Anfrageweg festgelegt – bitte in der Bearbeitungsliste ergänzen.',
};

export const EMAILS_AUFTRAG_LIST = defineList({
  key: 'emails-auftrag',
  title: 'Versorger zum Auftrag',
  defaultPageSize: 100,
  defaultSort: [{ field: 'versorgerName', direction: 'asc' }],
  searchFields: ['versorgerName', 'empfaenger', 'betreff'],
  fields: {
    versorgerName: { type: 'text', label: 'Versorger' },
    kanal: {
      type: 'set',
      label: 'Anfrageweg',
      options: ['E-Mail', 'Portal', 'Eingabeformular', ''].map((value) => ({ value, label: kanalLabel(value) })),
    },
    empfaenger: { type: 'text', label: 'Empfänger' },
    betreff: { type: 'text', label: 'Betreff' },
    versendet: { type: 'boolean', label: 'Versendet' },
    angefragtDate: { type: 'datetime', label: 'Angefragt am' },
    automatikVersand: { type: 'boolean', label: 'Automatikversand' },
    anhaenge: { type: 'number', label: 'Anhänge' },
    vorlageDate: { type: 'datetime', label: 'Wiedervorlage' },
  },
});
export const ZEmailsAuftragListQuery = listQuerySchema(EMAILS_AUFTRAG_LIST).extend({ auftragId: z.string().max(64) });
export const ZEmailsAuftragRow = z.object({
  /** The supplier row. */
  id: z.string(),
  versorgerId: z.string(),
  jobId: z.string().nullable(),
  versorgerName: z.string(),
  /** The abfrageart ('' = none set). */
  kanal: z.string(),
  empfaenger: z.string().nullable(),
  /** As the operator reads it (placeholders filled), or null without a job. */
  betreff: z.string().nullable(),
  versendet: z.boolean(),
  angefragtDate: z.string().nullable(),
  automatikVersand: z.boolean(),
  anhaenge: z.number().int(),
  vorlageDate: z.string().nullable(),
});
export type TEmailsAuftragRow = z.infer<typeof ZEmailsAuftragRow>;
export const ZEmailsAuftragListResult = listResultSchema(ZEmailsAuftragRow);
