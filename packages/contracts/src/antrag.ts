import { z } from 'zod';
import { zText } from './text.js';
import { TELEFON_MSG, zPlz, zTelefon } from './account.js';
import { MSG } from './messages.js';
import { ANTRAG_STATUS, labelOf } from './enums.js';
import { defineList, listQuerySchema, listResultSchema, ZIsoDay } from './list-query.js';

// spec 000 §3 (Antrag, Person) and §5 (request form rules).

export const ANTRAG_MSG = {
  vorhaben: 'Bitte geben Sie das Vorhaben an!',
  // spec: "equivalents for Strasse, Hausnummer, PLZ, Ort" — formed like the Vorhaben hint
  strasse: 'Bitte geben Sie die Strasse an!',
  hausnummer: 'Bitte geben Sie die Hausnummer an!',
  plz: 'Bitte geben Sie die PLZ an!',
  ort: 'Bitte geben Sie den Ort an!',
  agb: 'Bitte erkennen Sie unser Informationsblatt an.',
  betreiber:
    'Bitte alle Pflichtpfelder ausfüllen und mindestens einen Infrastukturbetreiber auswählen oder sonstige Betreiber eingeben!',
  datum: 'Bitte geben Sie ein valides Datum ein z.B. 01.01.2025',
  versendet: 'Erfolgreich versendet.',
  versandFehler:
    'Fehler beim Versand - Bitte versuchen Sie es später erneut oder Kontaktieren Sie unseren Kundendienst ...',
  // Our own texts (spec silent):
  gesperrt: 'Der Antrag wurde bereits versendet und kann nicht mehr geändert werden.',
  baustartZuFrueh: 'Der Baustart darf höchstens einen Monat zurückliegen.',
  bauendeZuFrueh:
    'Das Bauende muss mindestens 7 Tage nach dem Baustart liegen (ohne Baustart mindestens 14 Tage ab heute).',
  // One form for a missing field of this form, as the spec's hints ('Bitte geben Sie das Vorhaben an!').
  projektangaben: 'Bitte geben Sie die Projektangaben an!',
  bautiefe: 'Bitte geben Sie die Bautiefe an!',
  vorname: 'Bitte geben Sie den Vornamen an!',
  nachname: 'Bitte geben Sie den Nachnamen an!',
  telefon: 'Bitte geben Sie die Telefonnummer an!',
  email: 'Bitte geben Sie die E-Mail-Adresse an!',
} as const;

/** Removes HTML tags (spec 000 §5: sonstigeBetreiber, projektnummer). */
export function stripTags(value: string): string {
  // What /<[^>]*>/g removes, without its rescan to the end from every '<' that no '>' follows (quadratic, issue 42).
  let out = '';
  let at = 0;
  for (let open = value.indexOf('<'); open >= 0; open = value.indexOf('<', at)) {
    const close = value.indexOf('>', open);
    if (close < 0) break;
    out += value.slice(at, open);
    at = close + 1;
  }
  return (out + value.slice(at)).trim();
}

const text = (max: number, required: string | null) => {
  const base = zText().trim().max(max, `Höchstens ${max} Zeichen.`);
  return required ? base.min(1, required) : base;
};

export const ZPersonInput = z.object({
  personTyp: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  firma: zText().trim().max(200).optional().default(''),
  vorname: text(100, ANTRAG_MSG.vorname),
  name: text(100, ANTRAG_MSG.nachname),
  strasse: text(100, ANTRAG_MSG.strasse),
  hausnummer: text(25, ANTRAG_MSG.hausnummer),
  plz: zPlz(ANTRAG_MSG.plz),
  ort: text(100, ANTRAG_MSG.ort),
  // spec 000 §5: the phone rule of registration applies to every person
  telefon: zTelefon(TELEFON_MSG, ANTRAG_MSG.telefon),
  email: z.string().trim().min(1, ANTRAG_MSG.email).max(254).email(MSG.emailUngueltig),
});
export type TPersonInput = z.input<typeof ZPersonInput>;

export const ZAntragInput = z
  .object({
    id: z.string().uuid().optional(),
    vorgangsart: z.union([z.literal(1), z.literal(2)]).default(1),
    vorhaben: text(250, ANTRAG_MSG.vorhaben),
    projektangaben: text(250, ANTRAG_MSG.projektangaben),
    strasse: text(100, ANTRAG_MSG.strasse),
    hausnummer: text(25, ANTRAG_MSG.hausnummer),
    plz: zPlz(ANTRAG_MSG.plz),
    ort: text(100, ANTRAG_MSG.ort),
    bautiefe: text(50, ANTRAG_MSG.bautiefe),
    gemarkung: text(100, null).optional().default(''),
    flurstuecknummer: text(50, null).optional().default(''),
    baustart: ZIsoDay,
    bauende: ZIsoDay,
    eilbearbeitung: z.boolean().default(false),
    anerkennungAgb: z.boolean().refine((v) => v, ANTRAG_MSG.agb),
    betreiber: z.array(z.number().int().positive()).max(50).default([]),
    sonstigeBetreiber: zText()
      .max(1000)
      .optional()
      .default('')
      .transform(stripTags)
      .pipe(z.string().max(250, 'Höchstens 250 Zeichen.')),
    identischMitAntragsteller: z.boolean().default(false),
    bauausfuehrenderUnbekannt: z.boolean().default(false),
    personen: z.array(ZPersonInput).min(1).max(3),
  })
  .superRefine((v, ctx) => {
    if (v.betreiber.length === 0 && v.sonstigeBetreiber === '')
      ctx.addIssue({ code: 'custom', path: ['betreiber'], message: ANTRAG_MSG.betreiber });
    const typen = v.personen.map((p) => p.personTyp);
    if (new Set(typen).size !== typen.length)
      ctx.addIssue({ code: 'custom', path: ['personen'], message: 'Jede Person darf nur einmal angegeben werden.' });
    const need: Array<[1 | 2 | 3, boolean]> = [
      [1, true],
      [2, !v.identischMitAntragsteller],
      [3, !v.bauausfuehrenderUnbekannt],
    ];
    for (const [typ, required] of need) {
      if (required && !typen.includes(typ))
        ctx.addIssue({
          code: 'custom',
          path: ['personen'],
          message: `Bitte geben Sie die Daten des ${typ === 1 ? 'Antragstellers' : typ === 2 ? 'Auftraggebers' : 'Bauausführenden'} an.`,
        });
    }
  });
export type TAntragInput = z.input<typeof ZAntragInput>;

export const ZPerson = ZPersonInput.extend({ personId: z.number().int(), firma: z.string().nullable() });

export const ZAntrag = z.object({
  id: z.string(),
  antragStatus: z.number().int(),
  vorgangsnummer: z.string(),
  vorgangsart: z.number().int(),
  vorhaben: z.string(),
  projektangaben: z.string(),
  strasse: z.string(),
  hausnummer: z.string(),
  plz: z.string(),
  ort: z.string(),
  bautiefe: z.string(),
  gemarkung: z.string().nullable(),
  flurstuecknummer: z.string().nullable(),
  baustart: z.string(),
  bauende: z.string(),
  eilbearbeitung: z.boolean(),
  identischMitAntragsteller: z.boolean(),
  bauausfuehrenderUnbekannt: z.boolean(),
  anerkennungAgb: z.boolean(),
  betreiber: z.array(z.number().int()),
  sonstigeBetreiber: z.string().nullable(),
  ablehnGrund: z.string().nullable(),
  createDate: z.string(),
  datumVersand: z.string().nullable(),
  personen: z.array(ZPerson),
});
export type TAntrag = z.infer<typeof ZAntrag>;

export const ZAntragSaved = z.object({ antrag_id: z.string(), vorgangsnummer: z.string() });

/** The applicant data of the last request, to prefill a new one (GetLastAntragsteller); fields may be empty. */
export const ZLastAntragsteller = z
  .object({
    personTyp: z.literal(1),
    firma: z.string().nullable(),
    vorname: z.string(),
    name: z.string(),
    strasse: z.string(),
    hausnummer: z.string(),
    plz: z.string(),
    ort: z.string(),
    telefon: z.string(),
    email: z.string(),
  })
  .nullable();

export type TLastAntragsteller = z.infer<typeof ZLastAntragsteller>;

export const antragStatusLabel = (status: number): string => labelOf('antragStatus', status);

/** /antraege: the applicant's own requests, newest first (spec 000 §2, §9). */
export const ANTRAEGE_LIST = defineList({
  key: 'antraege',
  title: 'Anträge',
  defaultPageSize: 50,
  defaultSort: [{ field: 'createDate', direction: 'desc' }],
  searchFields: ['vorgangsnummer', 'vorhaben', 'ort'],
  fields: {
    vorgangsnummer: { type: 'text', label: 'Vorgangsnummer' },
    vorhaben: { type: 'text', label: 'Vorhaben' },
    ort: { type: 'text', label: 'Ort' },
    strasse: { type: 'text', label: 'Straße' },
    antragStatus: {
      type: 'set',
      label: 'Status',
      options: Object.entries(ANTRAG_STATUS).map(([value, label]) => ({ value: Number(value), label })),
    },
    createDate: { type: 'datetime', label: 'Erstellt am' },
    datumVersand: { type: 'datetime', label: 'Versendet am' },
  },
});
export const ZAntraegeListQuery = listQuerySchema(ANTRAEGE_LIST);
export const ZAntraegeListRow = z.object({
  id: z.string(),
  vorgangsnummer: z.string(),
  vorhaben: z.string(),
  ort: z.string(),
  strasse: z.string(),
  antragStatus: z.number().int(),
  createDate: z.string(),
  datumVersand: z.string().nullable(),
});
export const ZAntraegeListResult = listResultSchema(ZAntraegeListRow);
export type TAntraegeListResult = z.infer<typeof ZAntraegeListResult>;

// Map (spec 000 §3 map feature / position, §5 Map, §9 map constants).
/** Points one drawn or imported shape may have (all its rings and lines together); keeps the check short. */
export const MAX_SHAPE_VERTICES = 10_000;
export const KARTE_MSG = {
  ungueltig: 'Fehler - Eingezeichnetes Objekt ungültig.',
  keineFlaeche: 'Bitte zeichnen Sie eine Fläche oder eine Linie ein.',
  // Our own texts (spec silent): the limits of the shape check.
  zuVielePunkte: 'Das eingezeichnete Objekt hat zu viele Punkte (höchstens 10.000).',
  pruefungZuLang: 'Die Prüfung des eingezeichneten Objekts hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  pruefungFehlgeschlagen:
    'Das eingezeichnete Objekt konnte gerade nicht geprüft werden. Bitte versuchen Sie es erneut.',
} as const;
export const MAP_DEFAULTS = {
  lat: 51.2986,
  lng: 13.2856,
  zoom: 15,
  searchZoom: 16,
  jumpZoom: 18,
  maxZoom: 23,
} as const;

export const ZWktInput = z.object({ wkt: z.string().min(1, KARTE_MSG.ungueltig).max(2_000_000, KARTE_MSG.ungueltig) });
export const ZFeatureInput = z.object({ antragId: z.string().uuid(), wkt: z.string().min(1).max(2_000_000) });
export const ZMapFeature = z.object({
  featureId: z.number().int(),
  antragId: z.string(),
  wkt: z.string(),
  featureWkt: z.string(),
});
export const ZWktCheckResult = z.object({
  valid: z.boolean(),
  wkt: z.string().nullable(),
  message: z.string().nullable(),
});
/** spec 000 §7 PostPositionKarte (antragId, positionWkt, zoom); lat/lng accepted too. */
export const ZPositionInput = z.object({
  antragId: z.string().uuid(),
  positionWkt: z.string().max(100).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  zoom: z.number().min(0).max(MAP_DEFAULTS.maxZoom),
});
export const ZMapPosition = z.object({
  lat: z.number(),
  lng: z.number(),
  zoom: z.number(),
  positionWkt: z.string(),
  positionSaved: z.boolean(),
});

// Files (spec 000 §5 Upload).
export const UPLOAD = {
  extensions: ['pdf', 'kml', 'jpeg', 'jpg', 'png', '7z', 'zip'] as const,
  maxFilesPerDrop: 5,
  maxFilesPerAntrag: 15,
  maxBytes: 1e9,
  /** Map files dropped on the map are kept with the request too; GeoJSON is accepted for that purpose only. */
  mapExtensions: ['kml', 'geojson'] as const,
} as const;
/** What PostAntragDatei takes: the upload step's types plus GeoJSON from the map (checked by content as well). */
export const UPLOAD_SERVER_EXTENSIONS: readonly string[] = [...UPLOAD.extensions, 'geojson'];
export const UPLOAD_MSG = {
  maxDateien: 'Fehler - Maximal 15 Dateien können hochgeladen werden.',
  keineDatei: 'Fehler - Keine Datei zum Upload vorhanden.',
  speichernFehler: 'Fehler - Speichern nicht erfolgreich.',
  keineDateien: 'Keine Dateien vorhanden.',
  // Our own texts (spec silent):
  typ: 'Dieser Dateityp ist nicht erlaubt. Erlaubt sind PDF, KML, JPEG, PNG, 7z und ZIP.',
  inhalt: 'Der Inhalt der Datei passt nicht zu ihrer Endung.',
  zuGross: 'Die Datei ist zu groß (höchstens 1 GB).',
  maxProAblage: 'Es können höchstens 5 Dateien auf einmal abgelegt werden.',
} as const;
export const ZAntragFile = z.object({
  id: z.string(),
  displayTxt: z.string(),
  createdAt: z.string(),
  size: z.number(),
});
export type TAntragFile = z.infer<typeof ZAntragFile>;
