import { z } from 'zod';
import { ANTRAG_STATUS, ANTRAG_STATUS_ID as S, MAHNUNG_STATUS, MAHNUNG_STUFE } from './enums.js';
import { defineList, isCalendarDay, listQuerySchema, listResultSchema } from './list-query.js';
import { zText } from './text.js';

// Dunning (spec 001 §2 /mahnungen, /mahnung, /editmahnung, /mahnungSenden; §3 Dunning; §4 levels, states 9–12, history
// codes 8 and 9; §5 dunning rules; §7 'Dunning'). Money in integer cents (api/* converts to euros).

export const MAHNUNG_MSG = {
  // spec texts
  rechnungWaehlen: 'Eine Rechnung muss augewählt werden!',
  erstellenFehler: 'Fehler beim Erstellen der Mahnung',
  keine: 'Keine Mahnungen vorhanden',
  beendet: 'Mahnverfahren wurde beendet!',
  beendenButton: 'Mahnungsverfahren Auftragweit beenden',
  betreff: 'Bitte geben Sie den Betreff an!',
  mailtext: 'Bitte geben Sie den Mailtext ein!',
  // Our own texts (spec silent):
  nichtGefunden: 'Die Mahnung wurde nicht gefunden.',
  rechnungNichtGefunden: 'Die Rechnung wurde nicht gefunden.',
  auftragNichtGefunden: 'Der Auftrag wurde nicht gefunden.',
  nichtVersendet: 'Für eine nicht versendete Rechnung kann keine Mahnung erstellt werden.',
  bezahlt: 'Die Rechnung ist bezahlt: Eine Mahnung ist nicht möglich.',
  storniert: 'Für eine stornierte Rechnung oder eine Stornorechnung kann keine Mahnung erstellt werden.',
  offenVorhanden:
    'Zu dieser Rechnung gibt es bereits eine offene Mahnung. Bitte senden oder schließen Sie diese zuerst.',
  stufeMax: 'Das Mahnverfahren dieser Rechnung ist bereits beendet (Zahlung uneinbringlich).',
  verfahrenBeendet: 'Das Mahnverfahren dieses Auftrags ist beendet.',
  versendet: 'Die Mahnung wurde bereits versendet und kann nicht mehr geändert werden.',
  abgeschlossen: 'Die Mahnung ist abgeschlossen und kann nicht mehr geändert werden.',
  gesendet: 'Die Mahnung wurde versendet.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  faellig: 'Bitte geben Sie ein Fälligkeitsdatum ab dem 01.07.2025 an.',
  mailtextLang: 'Der Mailtext darf höchstens 4000 Zeichen lang sein.',
  keineAdresse: 'Für diesen Auftrag ist keine Rechnungsadresse hinterlegt.',
  nichtsZuBeenden: 'Dieser Auftrag hat keine versendete Rechnung, deren Mahnverfahren beendet werden könnte.',
  vorzeitigGrund: 'Bitte begründen Sie die Mahnung vor Fälligkeit (mindestens 10 Zeichen).',
  vorzeitigGrundLang: 'Die Begründung darf höchstens 500 Zeichen lang sein.',
} as const;

/**
 * Issue 42: a notice only once the invoice is overdue (its payment term passed), unless a case worker gives a reason.
 * `faellig` is the invoice's due day as 'dd.mm.yyyy'.
 */
export const mahnungVorFaelligkeit = (faellig: string): string =>
  `Die Rechnung ist erst am ${faellig} fällig: Eine Mahnung ist erst ab dem Tag danach möglich. Wenn Sie dennoch mahnen wollen, begründen Sie dies bitte.`;
/**
 * Issue 42: a second or later notice only once the previous notice's due day has passed, unless a case worker gives a
 * reason. `stufe` is the previous notice's level, `faellig` its due day as 'dd.mm.yyyy'.
 */
export const mahnungVorFaelligkeitVorige = (stufe: number, faellig: string): string =>
  `Die ${stufe}. Mahnung ist erst am ${faellig} fällig: Eine weitere Mahnung ist erst ab dem Tag danach möglich. Wenn Sie dennoch mahnen wollen, begründen Sie dies bitte.`;
/** The notice's own due date is never before the invoice's (`faellig` as 'dd.mm.yyyy'). */
export const mahnungFaelligVorRechnung = (faellig: string): string =>
  `Die Mahnung kann frühestens zum Fälligkeitstag der Rechnung (${faellig}) fällig sein.`;

/** The field a premature notice is refused on: the client offers the override with a reason there. */
export const MAHNUNG_VORZEITIG_FIELD = 'vorzeitigGrund';

/** spec 001 §5: no due date before 2025-07-01; the default is today + 10 days. */
export const MAHNUNG_MIN_DAY = '2025-07-01';
export const MAHNUNG_FRIST_TAGE = 10;
export const MAHNUNG_MAILTEXT_MAX = 4000;

/** spec 001 §3 Dunning (+ ours: versendet, abgeschlossen, bearbeitbar, the request status, gross and open amount). */
export const ZMahnung = z.object({
  id: z.string(),
  mahnungId: z.string(),
  auftragId: z.string(),
  antragId: z.string(),
  rechnungId: z.string(),
  rechnungsNummer: z.string().nullable(),
  mahnungStatus: z.number().int(),
  /** When it was sent (ISO) or null. */
  mahnungDate: z.string().nullable(),
  mahnungFaellig: z.string().nullable(),
  /** The latest dunning sent for the invoice (ISO) or null. */
  letzteMahnungDate: z.string().nullable(),
  rechnungsEmail: z.string().nullable(),
  betreff: z.string().nullable(),
  mailtext: z.string().nullable(),
  sachbearbeiter: z.string().nullable(),
  /** Due and unpaid (shown red). */
  ueberschritten: z.boolean(),
  firma: z.string().nullable(),
  antragsteller: z.string().nullable(),
  telefon: z.string().nullable(),
  nettoPreis: z.number().int(),
  bruttoPreis: z.number().int(),
  vorgangsnummer: z.string(),
  rechnungVersand: z.string().nullable(),
  versendet: z.boolean(),
  abgeschlossen: z.boolean(),
  bearbeitbar: z.boolean(),
  antragStatus: z.number().int(),
  /** Why it was made before the invoice fell due (issue 42), or null. */
  vorzeitigGrund: z.string().nullable(),
});
export type TMahnung = z.infer<typeof ZMahnung>;

export const ZMahnungIdInput = z.object({ mahnungId: z.string().max(64) });
export const ZMahnungRechnungInput = z.object({ rechnungId: z.string().max(64) });
/** CreateNewMahnung/{rechnungId}; over tRPC optionally with the reason for a notice before the invoice is due. */
export const ZMahnungNeuInput = ZMahnungRechnungInput.extend({
  vorzeitigGrund: zText(MAHNUNG_MSG.vorzeitigGrund)
    .trim()
    .min(10, MAHNUNG_MSG.vorzeitigGrund)
    .max(500, MAHNUNG_MSG.vorzeitigGrundLang)
    .optional(),
});
export type TMahnungNeuInput = z.infer<typeof ZMahnungNeuInput>;
export const ZMahnungAuftragInput = z.object({ auftragId: z.string().max(64) });

/** PutUpdateMahnung/{id}: the editable fields (spec 001 §5). */
export const ZMahnungUpdate = z.object({
  mahnungId: z.string().max(64),
  rechnungsEmail: z
    .string(MAHNUNG_MSG.email)
    .trim()
    .min(1, MAHNUNG_MSG.email)
    .max(254, MAHNUNG_MSG.email)
    .email(MAHNUNG_MSG.email),
  betreff: zText(MAHNUNG_MSG.betreff)
    .trim()
    .min(1, MAHNUNG_MSG.betreff)
    .max(255, 'Bitte geben Sie höchstens 255 Zeichen ein.'),
  mailtext: zText(MAHNUNG_MSG.mailtext)
    .trim()
    .min(1, MAHNUNG_MSG.mailtext)
    .max(MAHNUNG_MAILTEXT_MAX, MAHNUNG_MSG.mailtextLang),
  mahnungFaellig: z
    .string(MAHNUNG_MSG.faellig)
    .refine((d) => isCalendarDay(d) && d >= MAHNUNG_MIN_DAY && d <= '2099-12-31', MAHNUNG_MSG.faellig),
});
export type TMahnungUpdate = z.input<typeof ZMahnungUpdate>;

/** /mahnungen: every notice, mahnungFaellig descending (spec 001 §9), 50 per page. */
export const MAHNUNGEN_LIST = defineList({
  key: 'mahnungen',
  title: 'Mahnungen',
  defaultPageSize: 50,
  defaultSort: [{ field: 'mahnungFaellig', direction: 'desc' }],
  searchFields: ['vorgangsnummer', 'rechnungsNummer', 'firma', 'antragsteller', 'rechnungsEmail', 'betreff'],
  fields: {
    vorgangsnummer: { type: 'text', label: 'Vorgangsnummer' },
    rechnungsNummer: { type: 'text', label: 'Rechnungsnummer' },
    mahnungStatus: {
      type: 'set',
      label: 'Mahnstufe',
      options: Object.values(MAHNUNG_STUFE).map((value) => ({ value, label: MAHNUNG_STATUS[value] })),
    },
    mahnungDate: { type: 'datetime', label: 'Versendet am' },
    mahnungFaellig: { type: 'date', label: 'Fällig am' },
    letzteMahnungDate: { type: 'datetime', label: 'Letzte Mahnung' },
    rechnungVersand: { type: 'datetime', label: 'Rechnungsversand' },
    antragStatus: {
      type: 'set',
      label: 'Status',
      options: (
        [S.rechnungVersendet, S.rechnungBezahlt, S.mahnung1, S.mahnung2, S.mahnung3, S.mahnverfahrenBeendet] as const
      ).map((value) => ({ value, label: ANTRAG_STATUS[value] })),
    },
    firma: { type: 'text', label: 'Firma' },
    antragsteller: { type: 'text', label: 'Antragsteller' },
    telefon: { type: 'text', label: 'Telefon' },
    rechnungsEmail: { type: 'text', label: 'Rechnungs-E-Mail' },
    betreff: { type: 'text', label: 'Betreff' },
    sachbearbeiter: { type: 'text', label: 'Sachbearbeiter' },
    nettoPreis: { type: 'money', label: 'Nettopreis', sum: true },
    ueberschritten: { type: 'boolean', label: 'Überschritten' },
    abgeschlossen: { type: 'boolean', label: 'Abgeschlossen' },
  },
});
export const ZMahnungenListQuery = listQuerySchema(MAHNUNGEN_LIST);
export const ZMahnungenListResult = listResultSchema(ZMahnung);

/** GetMahnungenRechnungByAuftragId: the order's sent invoices with their notices (for /mahnung/{auftragId}). */
export const ZMahnungRechnung = z.object({
  rechnungId: z.string(),
  rechnungsNummer: z.string().nullable(),
  rechnungsDatum: z.string().nullable(),
  rechnungVersand: z.string().nullable(),
  art: z.string(),
  bruttoPreis: z.number().int(),
  bezahlt: z.boolean(),
  storniert: z.boolean(),
  /** The level a new notice would get (1–4), or null when none can be created now. */
  naechsteStufe: z.number().int().nullable(),
  /** Why no notice can be created now (German), or null. */
  grund: z.string().nullable(),
  /** The invoice's own due day ('YYYY-MM-DD': its date plus its payment term). */
  rechnungFaellig: z.string().nullable(),
  /** Not yet overdue: a notice needs the case worker's reason (issue 42). */
  vorFaelligkeit: z.boolean(),
  mahnungen: z.array(ZMahnung),
});
export type TMahnungRechnung = z.infer<typeof ZMahnungRechnung>;

/** GetAntragByAuftragId: what /mahnung needs of the request. */
export const ZMahnungAntrag = z.object({
  antragId: z.string(),
  auftragId: z.string(),
  vorgangsnummer: z.string(),
  antragStatus: z.number().int(),
  antragStatusText: z.string(),
  firma: z.string().nullable(),
  antragsteller: z.string().nullable(),
  rechnungsEmail: z.string().nullable(),
  beendet: z.boolean(),
});
export type TMahnungAntrag = z.infer<typeof ZMahnungAntrag>;

/** The dunning text templates, one per level (editable). Placeholders in braces, e.g. {Rechnungsnummer}. */
export const MAHNUNG_PLATZHALTER = [
  'Anrede',
  'Vorgangsnummer',
  'Rechnungsnummer',
  'Rechnungsdatum',
  'Betrag',
  'Faellig',
  'Sachbearbeiter',
] as const;
export const ZMahnungVorlage = z.object({
  stufe: z.number().int().min(MAHNUNG_STUFE.erste).max(MAHNUNG_STUFE.uneinbringlich),
  betreff: zText(MAHNUNG_MSG.betreff)
    .trim()
    .min(1, MAHNUNG_MSG.betreff)
    .max(255, 'Bitte geben Sie höchstens 255 Zeichen ein.'),
  mailtext: zText(MAHNUNG_MSG.mailtext)
    .trim()
    .min(1, MAHNUNG_MSG.mailtext)
    .max(MAHNUNG_MAILTEXT_MAX, MAHNUNG_MSG.mailtextLang),
});
export type TMahnungVorlage = z.infer<typeof ZMahnungVorlage>;

export const MAHNUNG_VORLAGEN_DEFAULT: readonly TMahnungVorlage[] = [
  {
    stufe: MAHNUNG_STUFE.erste,
    betreff: 'Zahlungserinnerung – Rechnung {Rechnungsnummer} ({Vorgangsnummer})',
    mailtext:
      '{Anrede}\n\nsicher ist es Ihrer Aufmerksamkeit entgangen: Unsere Rechnung {Rechnungsnummer} vom {Rechnungsdatum} über {Betrag} ist noch offen. ' +
      'Bitte überweisen Sie den Betrag bis zum {Faellig}. Sollten Sie inzwischen gezahlt haben, betrachten Sie dieses Schreiben bitte als gegenstandslos.\n\n' +
      'Mit freundlichen Grüßen\n{Sachbearbeiter}',
  },
  {
    stufe: MAHNUNG_STUFE.zweite,
    betreff: '2. Mahnung – Rechnung {Rechnungsnummer} ({Vorgangsnummer})',
    mailtext:
      '{Anrede}\n\nzu unserer Rechnung {Rechnungsnummer} vom {Rechnungsdatum} über {Betrag} konnten wir trotz unserer Erinnerung noch keinen Zahlungseingang feststellen. ' +
      'Bitte überweisen Sie den offenen Betrag zuzüglich der ausgewiesenen Verzugszinsen bis zum {Faellig}.\n\nMit freundlichen Grüßen\n{Sachbearbeiter}',
  },
  {
    stufe: MAHNUNG_STUFE.dritte,
    betreff: '3. und letzte Mahnung – Rechnung {Rechnungsnummer} ({Vorgangsnummer})',
    mailtext:
      '{Anrede}\n\ntrotz zweier Mahnungen ist unsere Rechnung {Rechnungsnummer} vom {Rechnungsdatum} über {Betrag} weiterhin unbezahlt. ' +
      'Wir fordern Sie letztmalig auf, den Gesamtbetrag bis zum {Faellig} zu überweisen. Danach übergeben wir die Forderung ohne weitere Ankündigung an ein Inkassounternehmen.\n\n' +
      'Mit freundlichen Grüßen\n{Sachbearbeiter}',
  },
  {
    stufe: MAHNUNG_STUFE.uneinbringlich,
    betreff: 'Zahlung uneinbringlich – Rechnung {Rechnungsnummer} ({Vorgangsnummer})',
    mailtext:
      '{Anrede}\n\nzu unserer Rechnung {Rechnungsnummer} vom {Rechnungsdatum} über {Betrag} ist trotz dreier Mahnungen keine Zahlung eingegangen. ' +
      'Wir haben das Mahnverfahren beendet und behalten uns die gerichtliche Geltendmachung der Forderung vor.\n\nMit freundlichen Grüßen\n{Sachbearbeiter}',
  },
];
