import { z } from 'zod';
import { zText } from './text.js';
import { ANTRAG_STATUS } from './enums.js';
import { defineList, listQuerySchema, listResultSchema } from './list-query.js';

// Offers (spec 000 §3 offer view / offer position, §5 acceptance and rejection; 001 §2 Offers, §3, §4).
// Money travels as integer cents under the spec's field names (betrag, nettoBetrag, mwst, einzelpreis, gesamtpreis).

export const ANGEBOT_MSG = {
  widerruf: 'Bitte erkennen Sie die Widerrufsbelehrung an.',
  absendenFehler: 'Fehler beim Absenden - ',
  angebotAbsendenFehler: 'Fehler beim Absenden des Angebotes - ',
  beendenFehler: 'Fehler - Dienstleister Antrag beendet - ',
  positionLoeschenFehler: 'Fehler beim Löschen der Position - ',
  gemeindeLoeschenFehler: 'Fehler beim Löschen der Gemeinde - ',
  gemeindeWiederherstellenFehler: 'Fehler beim Wiederherstellen der Gemeinde - ',
  vorgangBeenden: 'Vorgang beenden?',
  vorgangErfolgreich: 'Vorgang Erfolgreich.',
  keineGemeinde: 'Keine Gemeinde vorhanden!',
  // Our own texts (spec silent):
  nichtGefunden: 'Das Angebot wurde nicht gefunden.',
  nichtMehrSendbar:
    'Das Angebot kann nicht mehr versendet werden: der Auftrag ist bereits erteilt oder der Vorgang beendet.',
  nichtAenderbar: 'Das Angebot kann in diesem Status nicht mehr geändert werden.',
  keinePositionen: 'Das Angebot hat keine Positionen.',
  nichtOffen: 'Zu diesem Angebot kann keine Entscheidung mehr abgegeben werden.',
  nichtVersendet: 'Der Antrag wurde noch nicht versendet.',
} as const;

/** spec 000 §5 offer rejection: the reasons; no choice is sent as Keine_Auswahl, empty text as Keine_Angabe. */
export const ABLEHN_GRUENDE = [
  'zu_teuer',
  'passt_nicht_zu_bedarf',
  'besseres_angebot_gefunden',
  'anderer_grund',
] as const;
export type TAblehnGrund = (typeof ABLEHN_GRUENDE)[number];
export const ABLEHN_GRUND_LABEL: Record<TAblehnGrund, string> = {
  zu_teuer: 'Zu teuer',
  passt_nicht_zu_bedarf: 'Passt nicht zu unserem Bedarf',
  besseres_angebot_gefunden: 'Besseres Angebot gefunden',
  anderer_grund: 'Anderer Grund',
};
export const KEINE_AUSWAHL = 'Keine_Auswahl';
export const KEINE_ANGABE = 'Keine_Angabe';
export const ABLEHN_TEXT_MAX = 200;

export const ZAblehnungInput = z.object({
  grund: z.union([z.enum(ABLEHN_GRUENDE), z.literal(KEINE_AUSWAHL)]).default(KEINE_AUSWAHL),
  text: z
    .string()
    .trim()
    .max(ABLEHN_TEXT_MAX, `Höchstens ${ABLEHN_TEXT_MAX} Zeichen.`)
    .default('')
    .transform((t) => (t === '' ? KEINE_ANGABE : t)),
});
export type TAblehnungInput = z.input<typeof ZAblehnungInput>;

export const ZZustimmungInput = z.object({ widerrufAnerkannt: z.literal(true, ANGEBOT_MSG.widerruf) });

/** 'send offer' or 'send offer with prepayment' (001 §2). */
export const ZSendeAngebotInput = z.object({ vorkasse: z.boolean().default(false) });

/** spec 000 §3 offer view (staff and customer). */
export const ZAngebotView = z.object({
  id: z.string(),
  angebotId: z.string().nullable(),
  antragStatus: z.number().int(),
  vorgangsnummer: z.string(),
  erstKunde: z.boolean(),
  antragVersand: z.string().nullable(),
  angebotVersand: z.string().nullable(),
  vorkasseStatus: z.number().int(),
  firma: z.string().nullable(),
  antragsteller: z.string(),
  telefon: z.string(),
  email: z.string(),
  betrag: z.number().int(),
  nettoBetrag: z.number().int(),
  mwst: z.number().int(),
  mwstProzent: z.number(),
  vorhaben: z.string(),
  ort: z.string(),
  bemerkung: z.string().nullable(),
  strasseHausnr: z.string(),
  plzOrt: z.string(),
  eilbearbeitung: z.boolean(),
  ablehnGrund: z.string().nullable(),
  auftragId: z.string().nullable(),
  /** When the customer ordered (the Auftrag's date), else null. */
  auftragAm: z.string().nullable(),
  /** The customer (owner of the request), e.g. for the link to their offer history. */
  kundeId: z.string(),
});
export type TAngebotView = z.infer<typeof ZAngebotView>;

/** A priced line as offers and invoices show it (spec 001 §3 offer position, invoice line); money in cents. */
export const ZPreisZeile = z.object({
  id: z.number().int(),
  sortierung: z.number().int(),
  position: z.string(),
  anzahl: z.number(),
  beschreibung: z.string(),
  einheit: z.string().nullable(),
  einzelpreis: z.number().int(),
  gesamtpreis: z.number().int(),
});

export const ZAngebotPosition = ZPreisZeile.extend({ angebotId: z.string() });
export type TAngebotPosition = z.infer<typeof ZAngebotPosition>;

const centField = z
  .number()
  .int('Der Preis muss in Cent angegeben werden.')
  .min(-100_000_000, 'Der Preis ist zu niedrig.')
  .max(100_000_000, 'Der Preis ist zu hoch.');
export const ZAngebotPositionInput = z.object({
  antragId: z.string().max(64),
  position: zText().trim().min(1, 'Bitte geben Sie die Position an!').max(50, 'Höchstens 50 Zeichen.'),
  anzahl: z.number().positive('Die Anzahl muss größer als 0 sein.').max(100_000, 'Die Anzahl ist zu groß.'),
  beschreibung: zText().trim().min(1, 'Bitte geben Sie eine Beschreibung an!').max(1000, 'Höchstens 1000 Zeichen.'),
  einheit: zText().trim().max(32, 'Höchstens 32 Zeichen.').optional().default(''),
  einzelpreis: centField,
  sortierung: z.number().int().min(0).max(10_000).optional(),
});
export type TAngebotPositionInput = z.input<typeof ZAngebotPositionInput>;
export const ZAngebotPositionUpdate = ZAngebotPositionInput.omit({ antragId: true }).extend({ id: z.number().int() });

/** spec 001 §3 Municipality: id (of the link), gemeindeId, gemeindeName, disabled. */
export const ZAngebotGemeinde = z.object({
  id: z.number().int(),
  gemeindeId: z.number().int(),
  gemeindeName: z.string(),
  ags: z.string(),
  disabled: z.boolean(),
});
export const ZEnDisableGemeindeInput = z.object({ id: z.number().int(), disabled: z.boolean().optional() });
export const ZBemerkungAngebotInput = z.object({
  antragId: z.string().max(64),
  bemerkung: zText().max(2000, 'Höchstens 2000 Zeichen.'),
});

/** The staff offer list (/angebote): statuses 2, 3, 4, 8 (the customer's own list excludes 8). */
export const ANGEBOT_LIST_STATUSES = [2, 3, 4, 8] as const;
export const ANGEBOTE_LIST = defineList({
  key: 'angebote',
  title: 'Angebote',
  defaultPageSize: 50,
  defaultSort: [{ field: 'angebotAm', direction: 'desc' }],
  searchFields: ['vorgangsnummer', 'firma', 'antragsteller', 'ort', 'vorhaben'],
  fields: {
    vorgangsnummer: { type: 'text', label: 'Vorgangsnummer' },
    antragStatus: {
      type: 'set',
      label: 'Status',
      options: ANGEBOT_LIST_STATUSES.map((value) => ({ value, label: ANTRAG_STATUS[value] })),
    },
    firma: { type: 'text', label: 'Firma' },
    antragsteller: { type: 'text', label: 'Antragsteller' },
    telefon: { type: 'text', label: 'Telefon' },
    vorhaben: { type: 'text', label: 'Vorhaben' },
    ort: { type: 'text', label: 'Ort' },
    antragVersand: { type: 'datetime', label: 'Antrag vom' },
    angebotAm: { type: 'datetime', label: 'Angebot am' },
    nettoBetrag: { type: 'money', label: 'Netto', sum: true },
    vorkasse: { type: 'boolean', label: 'Vorkasse' },
    erstKunde: { type: 'boolean', label: 'Erstkunde' },
  },
});
export const ZAngeboteListQuery = listQuerySchema(ANGEBOTE_LIST);
export const ZAngeboteListRow = z.object({
  id: z.string(),
  vorgangsnummer: z.string(),
  antragStatus: z.number().int(),
  firma: z.string().nullable(),
  antragsteller: z.string(),
  telefon: z.string().nullable(),
  vorhaben: z.string(),
  ort: z.string(),
  antragVersand: z.string().nullable(),
  angebotAm: z.string().nullable(),
  nettoBetrag: z.number().int().nullable(),
  vorkasse: z.boolean(),
  erstKunde: z.boolean(),
});
export type TAngeboteListRow = z.infer<typeof ZAngeboteListRow>;
export const ZAngeboteListResult = listResultSchema(ZAngeboteListRow);

/** Acceptance answers where to go next: the invoice address of the new order. */
export const ZZustimmungResult = z.object({ antragId: z.string(), auftragId: z.string() });
