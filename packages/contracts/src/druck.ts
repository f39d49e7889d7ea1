import { z } from 'zod';

// Map print (spec 001 §2 'Map print', §3 Print job / Print template, §4 print states, §5 print rules, §7 Print,
// §9 print resolution 96 dpi). The server renders the map itself (no QGIS server) and composes one PDF per request
// with one page per print job (print area).

/** spec 001 §9: the print resolution. */
export const DRUCK_DPI = 96;

export const DRUCK_MSG = {
  // spec 001 §5 / §8:
  keinBereich: 'Bitte mindestens einen Druckbereich auswählen.',
  erfolgreich: 'Druckvorgang erfolgreich.',
  fehler: 'Fehler beim Drucken',
  // Our own texts (spec silent):
  vorlage: 'Bitte wählen Sie eine Druckvorlage.',
  massstab: 'Bitte wählen Sie einen Maßstab.',
  zuVieleBereiche: 'Es können höchstens 20 Druckbereiche auf einmal gedruckt werden.',
  ausdehnung: 'Der Druckbereich ist ungültig: erwartet werden vier Koordinaten (links, unten, rechts, oben).',
  ausserhalb: 'Der Druckbereich liegt nicht in Deutschland.',
  epsg: 'Dieses Koordinatensystem wird nicht unterstützt: erlaubt sind EPSG:4326, EPSG:3857, EPSG:25832 und EPSG:25833.',
  drehung: 'Die Drehung muss zwischen -360 und 360 Grad liegen.',
  projekt: 'Bitte geben Sie den Antrag (id_projekt) des Druckauftrags an.',
  einProjekt: 'Alle Druckbereiche eines Druckauftrags müssen zum selben Antrag gehören.',
  nichtVerfuegbar: 'Der Kartendruck ist auf diesem Server zurzeit nicht verfügbar.',
  ausgelastet: 'Der Kartendruck ist gerade ausgelastet. Bitte versuchen Sie es in einer Minute erneut.',
  dateiNichtGefunden: 'Die Druckdatei wurde nicht gefunden oder ist abgelaufen.',
  laeuft: 'Die Karte wird gedruckt …',
} as const;

/** spec 001 §7 GetScales: at least 1:250 … 1:10000 (issue 17). `name` is what the select shows. */
export const DRUCK_MASSSTAEBE = [250, 500, 1000, 2500, 5000, 10000] as const;
export const ZDruckMassstab = z.object({ name: z.string(), scale: z.number().int().positive() });
export type TDruckMassstab = z.infer<typeof ZDruckMassstab>;

/**
 * spec 001 §3 Print template: name, ComposerMap {width, height} (mm, the map frame on the sheet). Our templates: A4 and
 * A3, portrait and landscape; the rest of the sheet holds the frame, the title block, scale bar, north arrow and
 * attribution (see DRUCK_LAYOUT).
 */
export const ZDruckVorlage = z.object({
  name: z.string(),
  /** Sheet size in mm (portrait or landscape as named). */
  paper: z.object({ width: z.number(), height: z.number() }),
  ComposerMap: z.object({ width: z.number(), height: z.number() }),
});
export type TDruckVorlage = z.infer<typeof ZDruckVorlage>;

/** Page margin and the title block below the map, in mm (shared by the server layout and the web preview). */
export const DRUCK_LAYOUT = { margin: 10, titleBlock: 28 } as const;

function vorlage(name: string, width: number, height: number): TDruckVorlage {
  return {
    name,
    paper: { width, height },
    ComposerMap: {
      width: width - 2 * DRUCK_LAYOUT.margin,
      height: height - 2 * DRUCK_LAYOUT.margin - DRUCK_LAYOUT.titleBlock,
    },
  };
}

export const DRUCK_VORLAGEN: readonly TDruckVorlage[] = [
  vorlage('A4 Hochformat', 210, 297),
  vorlage('A4 Querformat', 297, 210),
  vorlage('A3 Hochformat', 297, 420),
  vorlage('A3 Querformat', 420, 297),
];

/** EPSG codes a print job's extents may use (Germany: UTM 32N/33N on ETRS89, web mercator, WGS 84). */
export const DRUCK_EPSG = [4326, 3857, 25832, 25833] as const;

/** `EPSG:25833`, `'25833'` or `25833` → 25833. */
const ZEpsg = z
  .union([z.number(), z.string()])
  .transform((v) =>
    Number(
      String(v)
        .trim()
        .replace(/^EPSG:/i, ''),
    ),
  )
  .refine((n) => (DRUCK_EPSG as readonly number[]).includes(n), DRUCK_MSG.epsg);

/** QGIS writes extents as 'xmin,ymin,xmax,ymax'; an array of four numbers is accepted as well. */
const ZExtents = z
  .union([z.string().max(200), z.array(z.number()).length(4, DRUCK_MSG.ausdehnung)])
  .transform((v, ctx) => {
    const parts = typeof v === 'string' ? v.split(',').map((p) => Number(p.trim())) : v;
    const [xmin = NaN, ymin = NaN, xmax = NaN, ymax = NaN] = parts;
    if (parts.length !== 4 || !parts.every(Number.isFinite) || xmin >= xmax || ymin >= ymax) {
      ctx.addIssue({ code: 'custom', message: DRUCK_MSG.ausdehnung });
      return z.NEVER;
    }
    return [xmin, ymin, xmax, ymax] as [number, number, number, number];
  });

/**
 * spec 001 §3 Print job: extents, id_projekt, template, scale, epsg_code, map_layer, vorgang, rotation. The sheet is
 * centred on the middle of `extents`; its ground size follows from the template and the scale (the extents of a
 * client that computed them the same way match it).
 */
export const ZDruckJob = z.object({
  extents: ZExtents,
  /** The Antrag (its id) whose drawn area is printed. */
  id_projekt: z.string(DRUCK_MSG.projekt).uuid(DRUCK_MSG.projekt),
  template: z
    .string(DRUCK_MSG.vorlage)
    .refine((name) => DRUCK_VORLAGEN.some((v) => v.name === name), DRUCK_MSG.vorlage),
  scale: z.coerce
    .number(DRUCK_MSG.massstab)
    .refine((s) => (DRUCK_MASSSTAEBE as readonly number[]).includes(s), DRUCK_MSG.massstab),
  epsg_code: ZEpsg.default(4326),
  /** The base layer ('karte' = the configured tiles; 'ohne' = the drawn area on a plain background). */
  map_layer: z.string().max(100).nullish(),
  /** The Vorgangsnummer for the title block (the server prints the Antrag's own one). */
  vorgang: z.string().max(100).nullish(),
  /** Degrees clockwise; the north arrow turns with it. */
  rotation: z.coerce.number().min(-360, DRUCK_MSG.drehung).max(360, DRUCK_MSG.drehung).default(0),
});
export type TDruckJob = z.output<typeof ZDruckJob>;
export type TDruckJobInput = z.input<typeof ZDruckJob>;

export const DRUCK_MAX_JOBS = 20;

/** POST api/Print/PrintMap: a list of print jobs (all of one Antrag). */
export const ZDruckInput = z
  .array(ZDruckJob)
  .min(1, DRUCK_MSG.keinBereich)
  .max(DRUCK_MAX_JOBS, DRUCK_MSG.zuVieleBereiche)
  .refine((jobs) => new Set(jobs.map((j) => j.id_projekt)).size <= 1, DRUCK_MSG.einProjekt);

/** PrintMap answers `data.fileName`; the file is fetched with GET api/Print/DownloadDatei/{projectId}/{fileName}. */
export const ZDruckErgebnis = z.object({
  data: z.object({ fileName: z.string(), projectId: z.string(), seiten: z.number().int() }),
});
export type TDruckErgebnis = z.infer<typeof ZDruckErgebnis>;
