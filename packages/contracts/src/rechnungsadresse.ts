import { z } from 'zod';
import { zText } from './text.js';
import { ZEmail } from './account.js';
import { stripTags } from './antrag.js';

// spec 000 §3 invoice address, §5 invoice-address rules; route /rechnungsadresse/{antragId}?rt=r|a&aid=.

export const RECHNUNGSADRESSE_MSG = {
  ustIdNr: 'Invalid Umsatzsteuer-Identifikationsnummer format - DE000000000.',
  speichernFehler: 'Fehler bei Speichervorgang aufgetreten. - ',
  // Our own texts (spec silent):
  pflicht: 'Pflichtfeld',
  projektnummer: 'Bitte geben Sie eine Projektnummer an oder wählen Sie „Keine Projektnummer“.',
  firma: 'Bitte geben Sie die Firma an, wenn Sie Firmenzusätze angeben.',
  adressenAenderung: 'Bitte bestätigen Sie die Angaben zur Rechnungsadresse.',
  nichtMoeglich: 'Die Rechnungsadresse kann für diesen Vorgang nicht geändert werden.',
  gespeichert: 'Angaben erfolgreich gespeichert.',
} as const;

export const USTID_PATTERN = /^[A-Z]{2,3}\d{9}$/;
export const LAND_DEFAULT = 'Deutschland';
export const FIRMA_ZUSAETZE_MAX = 3;

const req = (max: number) => zText().trim().min(1, RECHNUNGSADRESSE_MSG.pflicht).max(max, `Höchstens ${max} Zeichen.`);
const opt = (max: number) => zText().trim().max(max, `Höchstens ${max} Zeichen.`).optional().default('');

export const ZRechnungsAdresseInput = z
  .object({
    antragId: z.string().max(64),
    /** r: reached from an invoice (no confirmation needed); a: after accepting the offer. */
    rt: z.enum(['r', 'a']).default('a'),
    aid: z.string().max(64).optional(),
    rechnungEmail: ZEmail,
    firma: opt(200),
    firmaZusatz1: opt(200),
    firmaZusatz2: opt(200),
    firmaZusatz3: opt(200),
    vorname: opt(100),
    name: req(100),
    strasse: req(100),
    hausnummer: req(25),
    plz: req(10),
    ort: req(100),
    land: zText()
      .trim()
      .max(100)
      .optional()
      .default(LAND_DEFAULT)
      .transform((l) => l || LAND_DEFAULT),
    ausland: z.boolean().default(false),
    ustIdNr: opt(20).transform((v) => v.replace(/\s+/g, '').toUpperCase()),
    adressenAenderung: z.boolean().default(false),
    projektnummer: zText()
      .max(500)
      .optional()
      .default('')
      .transform(stripTags)
      .pipe(z.string().max(100, 'Höchstens 100 Zeichen.')),
    keineProjektnummer: z.boolean().default(false),
  })
  .transform((v) => ({
    ...v,
    // USt-IdNr only with ausland; projektnummer cleared with keineProjektnummer (spec 000 §5)
    ustIdNr: v.ausland ? v.ustIdNr : '',
    projektnummer: v.keineProjektnummer ? '' : v.projektnummer,
  }))
  .superRefine((v, ctx) => {
    if (v.ausland && v.ustIdNr !== '' && !USTID_PATTERN.test(v.ustIdNr))
      ctx.addIssue({ code: 'custom', path: ['ustIdNr'], message: RECHNUNGSADRESSE_MSG.ustIdNr });
    if (!v.keineProjektnummer && v.projektnummer === '')
      ctx.addIssue({ code: 'custom', path: ['projektnummer'], message: RECHNUNGSADRESSE_MSG.projektnummer });
    if ((v.firmaZusatz1 || v.firmaZusatz2 || v.firmaZusatz3) && !v.firma)
      ctx.addIssue({ code: 'custom', path: ['firma'], message: RECHNUNGSADRESSE_MSG.firma });
    if (!v.ausland && !/^\d{5}$/.test(v.plz))
      ctx.addIssue({ code: 'custom', path: ['plz'], message: 'Die PLZ muss aus 5 Ziffern bestehen.' });
    if (v.rt !== 'r' && !v.adressenAenderung)
      ctx.addIssue({ code: 'custom', path: ['adressenAenderung'], message: RECHNUNGSADRESSE_MSG.adressenAenderung });
  });
export type TRechnungsAdresseInput = z.input<typeof ZRechnungsAdresseInput>;

export const ZRechnungsAdresse = z.object({
  antragId: z.string(),
  vorgangsnummer: z.string(),
  gespeichert: z.boolean(),
  rechnungEmail: z.string(),
  firma: z.string(),
  firmaZusatz1: z.string(),
  firmaZusatz2: z.string(),
  firmaZusatz3: z.string(),
  vorname: z.string(),
  name: z.string(),
  strasse: z.string(),
  hausnummer: z.string(),
  plz: z.string(),
  ort: z.string(),
  land: z.string(),
  ausland: z.boolean(),
  ustIdNr: z.string(),
  adressenAenderung: z.boolean(),
  projektnummer: z.string(),
  keineProjektnummer: z.boolean(),
});
export type TRechnungsAdresse = z.infer<typeof ZRechnungsAdresse>;
