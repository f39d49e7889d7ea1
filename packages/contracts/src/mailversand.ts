import { z } from 'zod';
import { defineList, listQuerySchema, listResultSchema } from './list-query.js';
import { zText } from './text.js';

// Operator e-mail (spec 001 §2 'Operator e-mail', §3 Mail job, Mail template, Attachment, Mail preview sample,
// §4 mail job flow and placeholders, §5 mail job and template rules, §7 'Mail dispatch').

export const MAILVERSAND_MSG = {
  // spec 001 §2, §5, §8
  ueberschrift: 'E-Mailversand - Versorger zum Auftrag',
  bereitsVersendet: 'Hinweis: Diese E-Mail wurde bereits versendet!',
  vorschau: 'Vorschau-Mailansicht',
  neueVorlage: 'Neue Vorlage',
  sendenBestaetigen: 'Wollen Sie das Mail senden?',
  loeschenBestaetigen: 'Wirklich löschen?',
  keineEmail: 'Keine Emailadresse vorhanden',
  betreff: 'Bitte geben Sie den Betreff an!',
  anrede: 'Bitte geben Sie die Anrede an!',
  ort: 'Bitte geben Sie den Ort an!',
  beschreibung: 'Bitte geben Sie eine Beschreibung an!',
  vorlagename: 'Bitte geben Sie den Vorlagename an!',
  /** spec 000 §8 'Fehler bei versenden der E-Mail! - {msg}' (screen not stated): the send toast. */
  sendenFehler: 'Fehler bei versenden der E-Mail! - ',
  /** spec 001 §8 'Erfolgreich gesendet.' (back-office send, screen not stated): a mail job handed to the outbox. */
  gesendet: 'Erfolgreich gesendet.',
  keineDatei: 'Fehler - Keine Datei zum Upload vorhanden.',
  // Our own texts (spec silent):
  mailtext: 'Bitte geben Sie den Mailtext ein!',
  mailtextZuLang: 'Der Mailtext darf höchstens 4000 Zeichen lang sein.',
  betreffZuLang: 'Der Betreff darf höchstens 200 Zeichen lang sein.',
  zuLang: (max: number) => `Bitte geben Sie höchstens ${max} Zeichen ein.`,
  empfaengerUngueltig: 'Bitte geben Sie gültige E-Mail-Adressen an (mehrere durch Semikolon getrennt).',
  empfaengerZuViele: (max: number) => `Bitte geben Sie höchstens ${max} E-Mail-Adressen an.`,
  jobNichtGefunden: 'Die E-Mail wurde nicht gefunden.',
  keinJob: 'Für diesen Versorger wurde noch keine E-Mail erstellt.',
  keineEmailAbfrage: 'Dieser Versorger wird nicht per E-Mail angefragt (Abfrageart).',
  jobVersendet: 'Diese E-Mail wurde bereits versendet und kann nicht mehr geändert werden.',
  jobVersendetLoeschen:
    'Eine versendete E-Mail bleibt zur Nachvollziehbarkeit erhalten und kann nicht gelöscht werden.',
  auftragFalsch: 'Die E-Mail gehört nicht zu diesem Auftrag.',
  vorlageNichtGefunden: 'Die Vorlage wurde nicht gefunden.',
  netzartNichtGefunden: 'Die Netzart wurde nicht gefunden.',
  anhangNichtGefunden: 'Der Anhang wurde nicht gefunden.',
  maxAnhaenge: 'Es können höchstens 30 Anhänge je E-Mail angefügt werden.',
  anhaengeZuGross:
    'Die Anhänge sind zusammen größer als 20 MB. Bitte entfernen Sie Anhänge oder senden Sie einen Link.',
  gespeichert: 'Die E-Mail wurde gespeichert.',
  vorlageGespeichert: 'Die Vorlage wurde gespeichert.',
  geloescht: 'Die E-Mail wurde gelöscht.',
  erstellt: (n: number) => (n === 1 ? 'Eine E-Mail wurde erstellt.' : `${n} E-Mails wurden erstellt.`),
  unbekanntePlatzhalter: 'Unbekannte Platzhalter (werden nicht ersetzt):',
  leerePlatzhalter: 'Platzhalter ohne Wert (bleiben sichtbar):',
  alleAutomatisch: 'Alle automatisch versenden',
} as const;

/** spec 001 §9: mailtext at most 4000 characters. */
export const MAILTEXT_MAX = 4000;
/** Our limits (spec silent): attachments per job and their total size, kept under common mail server limits. */
export const MAIL_ANHANG = { maxFiles: 30, maxTotalBytes: 20 * 1024 * 1024 } as const;

/** The German labels of the nine placeholder values (preview: which ones were empty). */
export const PLATZHALTER_LABEL = {
  anrede: 'Anrede',
  bauausfuehrende: 'Bauausführende',
  auftraggeber: 'Auftraggeber',
  ort: 'Ort',
  beschreibung: 'Beschreibung',
  link: 'Kartenlink',
  linktext: 'Linktext',
  bearbeiter: 'Bearbeiter',
  telefonBearbeiter: 'Telefon Bearbeiter',
} as const;

/** Our limit (spec silent): addresses in one mail job's recipient list. */
export const EMPFAENGER_MAX = 50;
/**
 * One address: something, '@', a domain with a dot that is neither its first nor its last character. Linear: the
 * domain's first character, then everything up to its first dot, then the rest (one list-wide pattern with nested
 * repetition backtracked exponentially: 141 s for 201 characters).
 */
export const EMPFAENGER_ADRESSE = /^[^\s@;,]+@[^\s@;,][^\s@;,.]*\.[^\s@;,]+$/;
export const empfaengerListe = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/**
 * Why a recipient list is refused, or null: one or more addresses separated by ';' or ',' (one trailing separator
 * allowed), at most EMPFAENGER_MAX. An empty list is the caller's case (allowed while editing, sending needs one).
 */
export function empfaengerFehler(value: string): string | null {
  // At most one part past the limit and a trailing empty one are split off: the work stays bounded for any length.
  const teile = value.split(/[;,]/, EMPFAENGER_MAX + 2).map((s) => s.trim());
  if (teile.length > 1 && teile[teile.length - 1] === '') teile.pop();
  if (teile.length > EMPFAENGER_MAX) return MAILVERSAND_MSG.empfaengerZuViele(EMPFAENGER_MAX);
  return teile.every((s) => EMPFAENGER_ADRESSE.test(s)) ? null : MAILVERSAND_MSG.empfaengerUngueltig;
}

const zRequired = (msg: string, max: number) => zText(msg).trim().min(1, msg).max(max, MAILVERSAND_MSG.zuLang(max));
const zOptional = (max: number) => zText().max(max, MAILVERSAND_MSG.zuLang(max)).nullable().optional();

/** spec 001 §3 Mail job (dates ISO), with the supplier and order it belongs to. */
export const ZMailVersandJob = z.object({
  id: z.string(),
  versorgerId: z.string(),
  auftragId: z.string(),
  antragId: z.string(),
  vorgangsnummer: z.string(),
  versorgerName: z.string(),
  versendet: z.boolean(),
  empfaenger: z.string().nullable(),
  betreff: z.string().nullable(),
  mailBody: z.string().nullable(),
  anrede: z.string().nullable(),
  ort: z.string().nullable(),
  bauausfuehrende: z.string().nullable(),
  auftraggeber: z.string().nullable(),
  bauBeschreibung: z.string().nullable(),
  kartenLink: z.string().nullable(),
  bearbeiter: z.string().nullable(),
  telefonBearbeiter: z.string().nullable(),
  automatikVersand: z.boolean(),
  mailvorlageId: z.number().int().nullable(),
  vorlageDate: z.string().nullable(),
  angefragtDate: z.string().nullable(),
  auskunftDate: z.string().nullable(),
});
export type TMailVersandJob = z.infer<typeof ZMailVersandJob>;

/** GetEmailVersandJobById/{id}/{auftragId?}: `id` is the supplier row (versorgerId) or the job itself. */
export const ZMailJobRef = z.object({ id: z.string().max(64), auftragId: z.string().max(64).optional() });

/** PutMailVersandJob/{id}: the edit form (spec 001 §5: betreff, anrede, ort, bauBeschreibung required). */
export const ZMailVersandJobInput = z.object({
  id: z.string().max(64),
  empfaenger: zText()
    .max(1000, MAILVERSAND_MSG.zuLang(1000))
    .superRefine((v, ctx) => {
      const message = v.trim() === '' ? null : empfaengerFehler(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .nullable()
    .optional(),
  betreff: zRequired(MAILVERSAND_MSG.betreff, 200),
  mailBody: zText().max(MAILTEXT_MAX, MAILVERSAND_MSG.mailtextZuLang).nullable().optional(),
  anrede: zRequired(MAILVERSAND_MSG.anrede, 200),
  ort: zRequired(MAILVERSAND_MSG.ort, 200),
  bauausfuehrende: zOptional(1000),
  auftraggeber: zOptional(1000),
  bauBeschreibung: zRequired(MAILVERSAND_MSG.beschreibung, 2000),
  kartenLink: zOptional(1000),
  bearbeiter: zOptional(200),
  telefonBearbeiter: zOptional(50),
  automatikVersand: z.boolean().optional(),
  mailvorlageId: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
});
export type TMailVersandJobInput = z.input<typeof ZMailVersandJobInput>;

/** spec 001 §3 Attachment; `art` tells request files, the generated area files and uploads apart. */
export const MAIL_ANHANG_ART = ['antrag', 'flaeche-kml', 'flaeche-json', 'upload'] as const;
export type TMailAnhangArt = (typeof MAIL_ANHANG_ART)[number];
export const ZMailAnhang = z.object({
  id: z.number().int(),
  mailVersandJobId: z.string(),
  fileName: z.string(),
  anzeigeName: z.string(),
  downloadPath: z.string(),
  art: z.enum(MAIL_ANHANG_ART),
  size: z.number().int().nullable(),
});
export type TMailAnhang = z.infer<typeof ZMailAnhang>;

/** DeleteAnhangFile/{a}/{b}: the job and the attachment's file name (or its id). */
export const ZAnhangRef = z.object({ mailVersandJobId: z.string().max(64), fileName: z.string().max(255) });

/** The mail as it will go out: both parts filled, the placeholders that could not be filled. */
export const ZMailVorschau = z.object({
  empfaenger: z.array(z.string()),
  replyTo: z.string().nullable(),
  betreff: z.string(),
  text: z.string(),
  html: z.string(),
  /** `{Auto-…}` tokens that are not one of the nine: left in the mail verbatim. */
  unbekannt: z.array(z.string()),
  /** German labels of placeholders without a value: left visible. */
  leer: z.array(z.string()),
  anhaenge: z.array(z.string()),
});
export type TMailVorschau = z.infer<typeof ZMailVorschau>;

/** PutSendMailAnfrage/{id}: the job after sending. */
export const ZMailSendResult = z.object({
  id: z.string(),
  versendet: z.boolean(),
  angefragtDate: z.string().nullable(),
  vorlageDate: z.string().nullable(),
  message: z.string(),
});

/** GetVersorgerByAuftragId/{auftragId}: the order's suppliers asked by e-mail, each with its job. */
export const ZMailVersorger = z.object({
  versorgerId: z.string(),
  versorgerName: z.string(),
  email: z.string().nullable(),
  abfrageart: z.string(),
  anfrageStatus: z.number().int(),
  automatikVersand: z.boolean(),
  jobId: z.string().nullable(),
  versendet: z.boolean(),
  empfaenger: z.string().nullable(),
  /** The subject as the operator reads it (placeholders filled, with the Vorgangsnummer). */
  betreff: z.string().nullable(),
  angefragtDate: z.string().nullable(),
  vorlageDate: z.string().nullable(),
  anhaenge: z.number().int(),
});
export type TMailVersorger = z.infer<typeof ZMailVersorger>;
export const ZMailAuftrag = z.object({
  auftragId: z.string(),
  antragId: z.string(),
  vorgangsnummer: z.string(),
  anzahl: z.number().int(),
  versorger: z.array(ZMailVersorger),
});
export type TMailAuftrag = z.infer<typeof ZMailAuftrag>;

/** Creating the missing jobs of an order (or of one supplier) on demand. */
export const ZMailJobsErstellenInput = z.object({
  auftragId: z.string().max(64),
  versorgerId: z.string().max(64).optional(),
});
export const ZMailJobsErstellenResult = z.object({ erstellt: z.number().int(), message: z.string() });

/** /mailversand: every job (spec 001 §9: 50 per page, versorgerName ascending). */
export const MAILVERSAND_LIST = defineList({
  key: 'mailversand',
  title: 'Mailversand',
  defaultPageSize: 50,
  defaultSort: [{ field: 'versorgerName', direction: 'asc' }],
  searchFields: ['versorgerName', 'vorgangsnummer', 'empfaenger', 'betreff', 'ort'],
  fields: {
    versorgerName: { type: 'text', label: 'Versorger' },
    vorgangsnummer: { type: 'text', label: 'Vorgangsnummer' },
    empfaenger: { type: 'text', label: 'Empfänger' },
    betreff: { type: 'text', label: 'Betreff' },
    ort: { type: 'text', label: 'Ort' },
    bearbeiter: { type: 'text', label: 'Bearbeiter' },
    versendet: { type: 'boolean', label: 'Versendet' },
    automatikVersand: { type: 'boolean', label: 'Automatikversand' },
    angefragtDate: { type: 'datetime', label: 'Angefragt am' },
    vorlageDate: { type: 'datetime', label: 'Wiedervorlage' },
    auskunftDate: { type: 'datetime', label: 'Auskunft am' },
  },
});
export const ZMailVersandListQuery = listQuerySchema(MAILVERSAND_LIST);
export const ZMailVersandListRow = z.object({
  id: z.string(),
  versorgerId: z.string(),
  auftragId: z.string(),
  versorgerName: z.string(),
  vorgangsnummer: z.string(),
  empfaenger: z.string().nullable(),
  betreff: z.string().nullable(),
  ort: z.string().nullable(),
  bearbeiter: z.string().nullable(),
  versendet: z.boolean(),
  automatikVersand: z.boolean(),
  angefragtDate: z.string().nullable(),
  vorlageDate: z.string().nullable(),
  auskunftDate: z.string().nullable(),
});
export type TMailVersandListRow = z.infer<typeof ZMailVersandListRow>;
export const ZMailVersandListResult = listResultSchema(ZMailVersandListRow);

/** spec 001 §3 Mail template. */
export const ZMailVorlage = z.object({
  id: z.number().int(),
  templateName: z.string(),
  mailtext: z.string(),
  betreff: z.string().nullable(),
  netzartId: z.number().int().nullable(),
  vorgangsartId: z.number().int(),
});
export type TMailVorlage = z.infer<typeof ZMailVorlage>;

/** PostMailTemplate: without `id` (or 0) a new template, else an update (spec 001 §5: templateName and mailtext required). */
export const ZMailVorlageInput = z.object({
  id: z.number().int().min(0).max(2_147_483_647).nullable().optional(),
  templateName: zRequired(MAILVERSAND_MSG.vorlagename, 200),
  mailtext: zText(MAILVERSAND_MSG.mailtext)
    .trim()
    .min(1, MAILVERSAND_MSG.mailtext)
    .max(MAILTEXT_MAX, MAILVERSAND_MSG.mailtextZuLang),
  betreff: zText().max(200, MAILVERSAND_MSG.betreffZuLang).nullable().optional(),
  netzartId: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  vorgangsartId: z
    .union([z.literal(1), z.literal(2)], 'Bitte wählen Sie die Vorgangsart (1 Baumaßnahme oder 2 Planung).')
    .default(1),
});
export type TMailVorlageInput = z.input<typeof ZMailVorlageInput>;

/** Preview of a template with the spec's Mail preview sample (or of unsaved text). */
export const ZMailVorlageVorschauInput = z.object({
  betreff: zText().max(200, MAILVERSAND_MSG.betreffZuLang).nullable().optional(),
  mailtext: zText().max(MAILTEXT_MAX, MAILVERSAND_MSG.mailtextZuLang),
});

/**
 * spec 001 §3 Mail preview sample: the values a template preview is filled with (our sample data).
 */
export const MAIL_VORSCHAU_BEISPIEL = {
  anrede: 'Sehr geehrte Damen und Herren',
  bauausfuehrende: 'Tiefbau Beispiel GmbH, Hauptstraße 1, 01587 Riesa',
  auftraggeber: 'Stadtwerke Beispielstadt GmbH',
  bauBeschreibung: 'Verlegung einer Trinkwasserleitung im Gehweg, Bautiefe 1,5 m',
  kartenLink: 'https://leitungsauskunft.example.org/leitungsauskunftportal/externalKarte/beispiel',
  ort: 'Hauptstraße 1, 01587 Riesa',
  bearbeiter: 'Max Mustermann',
  telefonBearbeiter: '03525 123456',
} as const;
