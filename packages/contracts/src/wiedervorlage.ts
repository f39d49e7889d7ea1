import { z } from 'zod';
import { isCalendarDay } from './list-query.js';
import { zText } from './text.js';

// Follow-ups (Wiedervorlagen, spec 001 §2 Follow-ups and /editposition, §3 Follow-up group, §5 follow-up edit,
// §7 Follow-ups) and the hand-over of a supplier row to the infrastructure app (§7 PutUebergabeVersorgerToInfraApp).

/** The German labels of the supplier dates, as the messages name them. */
export const VERSORGER_DATUM_LABEL = {
  angefragtDatum: 'Angefragt am',
  auskunftDatum: 'Auskunft am',
  vorlageDatum: 'Wiedervorlage',
} as const;
export type TVersorgerDatumFeld = keyof typeof VERSORGER_DATUM_LABEL;

export const WIEDERVORLAGE_MSG = {
  // Our own texts (spec silent):
  datumUngueltig: (feld: TVersorgerDatumFeld) =>
    `Das Datum „${VERSORGER_DATUM_LABEL[feld]}“ ist ungültig. Bitte im Format TT.MM.JJJJ HH:mm angeben.`,
  /** spec 001 §5: angefragt and auskunft between one month ago and today. */
  datumBereich: (feld: TVersorgerDatumFeld, von: string) =>
    `Das Datum „${VERSORGER_DATUM_LABEL[feld]}“ muss zwischen dem ${von} und heute liegen.`,
  /** spec 001 §5: wiedervorlage not before today. */
  vorlageVorHeute: `Das Datum „${VERSORGER_DATUM_LABEL.vorlageDatum}“ darf nicht vor heute liegen.`,
  bereitsAbgeschlossen: 'Die Anfrage an diesen Versorger ist bereits abgeschlossen.',
  infraAppAus: 'Die Übergabe an die Infrastruktur-App ist nicht eingerichtet.',
  infraAppEingeplant: 'Die Übergabe an die Infrastruktur-App wurde eingeplant.',
  infraAppBereitsEingeplant: 'Die Übergabe an die Infrastruktur-App ist bereits eingeplant.',
} as const;

/** Colouring of a follow-up row (spec 001 §2: overdue red, today yellow), decided on the server in Berlin days. */
export const WIEDERVORLAGE_ZUSTAND = ['ueberfaellig', 'heute', 'offen'] as const;
export type TWiedervorlageZustand = (typeof WIEDERVORLAGE_ZUSTAND)[number];

/** GetWiedervorlagen: `nurEigene` = the own-only toggle (sachbearbeiterId = signed-in user, spec 001 §6). */
export const ZWiedervorlagenInput = z.object({ nurEigene: z.boolean().default(false) });
export type TWiedervorlagenInput = z.input<typeof ZWiedervorlagenInput>;

/** spec 001 §3 Follow-up group row; `id` is the supplier row (versorgerId). Datetimes in ISO form (§5). */
export const ZWiedervorlage = z.object({
  id: z.string(),
  auftragId: z.string(),
  antragId: z.string(),
  vorgangsnummer: z.string(),
  versorger: z.string(),
  kontaktperson: z.string().nullable(),
  telefon: z.string().nullable(),
  email: z.string().nullable(),
  angefragtDate: z.string().nullable(),
  vorlageDate: z.string(),
  sachbearbeiter: z.string().nullable(),
  sachbearbeiterId: z.string().nullable(),
  bemerkung: z.string().nullable(),
  anfrageStatus: z.number().int(),
  zustand: z.enum(WIEDERVORLAGE_ZUSTAND),
});
export type TWiedervorlage = z.infer<typeof ZWiedervorlage>;

/** One group: `vorlageDate` is the Berlin calendar day (YYYY-MM-DD) of its follow-ups. */
export const ZWiedervorlagenGruppe = z.object({
  vorlageDate: z.string(),
  zustand: z.enum(WIEDERVORLAGE_ZUSTAND),
  wiedervorlagen: z.array(ZWiedervorlage),
});
export type TWiedervorlagenGruppe = z.infer<typeof ZWiedervorlagenGruppe>;

/** A day group without its rows (the screen's group table): its Berlin day, colouring and number of follow-ups. */
export const ZWiedervorlagenTag = z.object({
  vorlageDate: z.string(),
  zustand: z.enum(WIEDERVORLAGE_ZUSTAND),
  anzahl: z.number().int(),
});
export type TWiedervorlagenTag = z.infer<typeof ZWiedervorlagenTag>;

/** Follow-ups per page of a day group on the screen (spec 001 §6: tables of follow-ups have 50 rows per page). */
export const WIEDERVORLAGEN_SEITE = 50;

/** One page of the follow-ups of one Berlin day (an open day group), with the own-only toggle. */
export const ZWiedervorlagenAmInput = z.object({
  nurEigene: z.boolean().default(false),
  tag: z.string().refine(isCalendarDay, 'Bitte geben Sie ein gültiges Datum an.'),
  page: z.number().int().min(1).max(1_000_000).default(1),
});
export type TWiedervorlagenAmInput = z.input<typeof ZWiedervorlagenAmInput>;

/** A page of a day group: `total` follow-ups that day, `wiedervorlagen` the page's (WIEDERVORLAGEN_SEITE at most). */
export const ZWiedervorlagenAm = z.object({
  vorlageDate: z.string(),
  zustand: z.enum(WIEDERVORLAGE_ZUSTAND),
  total: z.number().int(),
  page: z.number().int(),
  wiedervorlagen: z.array(ZWiedervorlage),
});
export type TWiedervorlagenAm = z.infer<typeof ZWiedervorlagenAm>;

export const ZWiedervorlageIdInput = z.object({ id: z.string().max(64) });

export const ZBemerkungWiedervorlageInput = z.object({
  id: z.string().max(64),
  bemerkung: zText().max(2000, 'Bitte geben Sie höchstens 2.000 Zeichen ein.'),
});

/** /editposition/{versorgerId} 'Versorger-Position editieren' (GetPositionById). */
export const ZVersorgerPosition = z.object({
  id: z.string(),
  auftragId: z.string(),
  antragId: z.string(),
  vorgangsnummer: z.string(),
  versorgerName: z.string(),
  kontakt: z.string().nullable(),
  telefon: z.string().nullable(),
  email: z.string().nullable(),
  angefragtDatum: z.string().nullable(),
  auskunftDatum: z.string().nullable(),
  vorlageDatum: z.string().nullable(),
  abgeschlossen: z.boolean(),
  anfrageStatus: z.number().int(),
  /** The follow-up remark (BemerkungWiedervorlagen). */
  bemerkung: z.string().nullable(),
  auskunftBemerkung: z.string().nullable(),
  sachbearbeiter: z.string().nullable(),
  sachbearbeiterId: z.string().nullable(),
});
export type TVersorgerPosition = z.infer<typeof ZVersorgerPosition>;

/**
 * A date of a supplier row as typed or sent: ISO (with zone: kept as is; without: Berlin time), `YYYY-MM-DD`
 * or `dd.MM.yyyy` (08:00) or `dd.MM.yyyy HH:mm`; empty or null clears it, absent keeps it. Read and checked by
 * `versorgerDatenAus` in @lap/domain (the rules need today's date).
 */
export const zVersorgerDatum = () =>
  z.string().max(40, 'Bitte geben Sie höchstens 40 Zeichen ein.').nullable().optional();

/** PutUpdatePositionVersorger/{id}. */
export const ZUpdatePositionVersorgerInput = z.object({
  id: z.string().max(64),
  angefragtDatum: zVersorgerDatum(),
  auskunftDatum: zVersorgerDatum(),
  vorlageDatum: zVersorgerDatum(),
  abgeschlossen: z.boolean().optional(),
  bemerkung: zText().max(2000, 'Bitte geben Sie höchstens 2.000 Zeichen ein.').nullable().optional(),
});
export type TUpdatePositionVersorgerInput = z.input<typeof ZUpdatePositionVersorgerInput>;

/** PutSendeErinnerung/{id}: the new follow-up. */
export const ZErinnerungResult = z.object({ id: z.string(), vorlageDate: z.string() });

/** PutUebergabeVersorgerToInfraApp/{id}: queued, delivered by the worker. */
export const ZInfraAppUebergabeResult = z.object({ id: z.string(), eingeplant: z.boolean(), message: z.string() });
