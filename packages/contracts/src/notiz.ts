import { z } from 'zod';
import { NOTIZ_PROJEKT, NOTIZ_PROJEKT_ID, labelOf, type TNotizProjekt } from './enums.js';
import { zText } from './text.js';

// Notes panel (spec 001 §2 Shell, §3 Note, §5 'Notes', §7 'Histories, print, notes, notifications', §9): case workers
// only. A note is global (projekt 0) or bound to the object of a page (projekt 1–5 with projektId).

/** spec 001 §5/§9: a note has at most 350 characters. */
export const NOTIZ_MAX = 350;

export const NOTIZ_MSG = {
  // Our own texts (spec silent):
  leer: 'Leere Notizen werden nicht gespeichert. Bitte geben Sie einen Text ein.',
  zuLang: `Die Notiz darf höchstens ${NOTIZ_MAX} Zeichen lang sein.`,
  projekt: 'Unbekannter Bereich der Notiz: erlaubt sind 0 (global) bis 5 (Mahnung).',
  projektIdFehlt: 'Bitte geben Sie den Vorgang (projektId) der Notiz an.',
  ohneVorgang: 'Diese Seite gehört zu keinem Vorgang: Die Notiz kann nur global gespeichert werden.',
  anzeige: 'Bitte wählen Sie „alle“, „global“ oder „vorgang“.',
  nichtGefunden: 'Die Notiz wurde nicht gefunden.',
  nurVerfasser: 'Diese Notiz kann nur von ihrem Verfasser gelöscht werden.',
  angebotNichtGefunden: 'Das Angebot wurde nicht gefunden.',
  auftragNichtGefunden: 'Der Auftrag wurde nicht gefunden.',
  gespeichert: 'Notiz gespeichert.',
  geloescht: 'Notiz gelöscht.',
  loeschenFrage: 'Wirklich löschen?',
} as const;

/**
 * Length as a person counts it: characters (code points), not UTF-16 units — an emoji counts once, as it does
 * in MariaDB's varchar(350). The panel's counter uses the same function.
 */
export function notizLaenge(text: string): number {
  return Array.from(text).length;
}

/** 0 global, 1 Angebot, 2 Auftrag, 3 Auftragspositionen, 4 Rechnung, 5 Mahnung. */
export const ZNotizProjekt = z.literal([0, 1, 2, 3, 4, 5], NOTIZ_MSG.projekt).transform((p) => p as TNotizProjekt);

/**
 * The page's object (`notizFilter`, spec 001 §7). projektId: the Antrag's id for 1 (an offer is one per request and
 * its page is /angebot/{antragId}), the Auftrag's id for 2–5. A projektId with projekt 0 is ignored.
 */
export const ZNotizFilter = z
  .object({
    projekt: ZNotizProjekt.default(NOTIZ_PROJEKT_ID.global),
    projektId: z.string(NOTIZ_MSG.projektIdFehlt).trim().max(64, NOTIZ_MSG.projektIdFehlt).nullish(),
  })
  .superRefine((f, ctx) => {
    if (f.projekt !== NOTIZ_PROJEKT_ID.global && !f.projektId)
      ctx.addIssue({ code: 'custom', path: ['projektId'], message: NOTIZ_MSG.projektIdFehlt });
  })
  .transform((f) => ({
    projekt: f.projekt,
    projektId: f.projekt === NOTIZ_PROJEKT_ID.global ? null : (f.projektId ?? null),
  }));
export type TNotizFilter = z.output<typeof ZNotizFilter>;

/** What the list shows: global and this object's notes (alle), only global ones, or only this object's. */
export const NOTIZ_ANZEIGE = ['alle', 'global', 'vorgang'] as const;
export type TNotizAnzeige = (typeof NOTIZ_ANZEIGE)[number];

/** GetNotizen (POST despite its name): `notizFilter` of the page, none = the global notes. */
export const ZNotizListInput = z.object({
  notizFilter: ZNotizFilter.nullish(),
  anzeige: z.enum(NOTIZ_ANZEIGE, NOTIZ_MSG.anzeige).default('alle'),
});
export type TNotizListInput = z.input<typeof ZNotizListInput>;
export type TNotizListQuery = z.output<typeof ZNotizListInput>;

/** The note's text: no control characters, trimmed, not empty (spec: empty notes are not sent), at most 350 characters. */
export const ZNotizText = zText(NOTIZ_MSG.leer)
  .trim()
  .min(1, NOTIZ_MSG.leer)
  .refine((t) => notizLaenge(t) <= NOTIZ_MAX, NOTIZ_MSG.zuLang);

/** PostSaveNotiz: bound to the page's object when `saveProjektbezogen`, else global. */
export const ZNotizSave = z
  .object({
    notizText: ZNotizText,
    saveProjektbezogen: z.boolean().default(false),
    notizFilter: ZNotizFilter.nullish(),
  })
  .superRefine((s, ctx) => {
    if (s.saveProjektbezogen && (!s.notizFilter || s.notizFilter.projekt === NOTIZ_PROJEKT_ID.global)) {
      ctx.addIssue({ code: 'custom', path: ['saveProjektbezogen'], message: NOTIZ_MSG.ohneVorgang });
    }
  });
export type TNotizSave = z.input<typeof ZNotizSave>;
export type TNotizSaveData = z.output<typeof ZNotizSave>;

/** DeleteNotiz/{id}. */
export const ZNotizIdInput = z.object({ id: z.number().int().min(1).max(2_147_483_647) });

/** spec 001 §3 Note (+ ours: the author's name and whether the caller wrote it, i.e. may delete it). */
export const ZNotiz = z.object({
  id: z.number().int(),
  notizText: z.string(),
  /** ISO instant; shown as dd.mm.yy hh:mm (spec 001 §9). */
  createdAt: z.string(),
  projekt: z.number().int(),
  projektId: z.string().nullable(),
  /** The author's name. */
  verfasser: z.string(),
  /** Written by the caller: only the author deletes (and so edits) a note. */
  eigene: z.boolean(),
});
export type TNotiz = z.infer<typeof ZNotiz>;

/** The German name of a projekt value, for the panel ('Auftrag', …). */
export const notizProjektLabel = (projekt: number): string =>
  projekt in NOTIZ_PROJEKT ? labelOf('notizProjekt', projekt) : NOTIZ_PROJEKT[NOTIZ_PROJEKT_ID.global];
