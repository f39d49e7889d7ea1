import { z } from 'zod';
import { ABFRAGEART } from './enums.js';
import { defineList, listQuerySchema, listResultSchema } from './list-query.js';
import { MSG } from './messages.js';
import { zText } from './text.js';

// Operator master data (Netzbetreiber) with coverage Netzbetreiber × Gemeinde (AGS) × Netzart
// (ARCHITECTURE §5; the fields are those of the supplier row, spec 001 §3). Staff only; no REST path.

export const NETZBETREIBER_MSG = {
  nameFehlt: 'Bitte geben Sie den Namen des Netzbetreibers an!',
  emailUngueltig: MSG.emailUngueltig,
  urlUngueltig: 'Bitte geben Sie eine vollständige Adresse an, die mit http:// oder https:// beginnt.',
  abfrageartUngueltig: 'Bitte wählen Sie eine Abfrageart: E-Mail, Portal oder Eingabeformular.',
  schluesselUngueltig: 'Der Schlüssel darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten.',
  nichtGefunden: 'Der Netzbetreiber wurde nicht gefunden.',
  inVerwendung: 'Der Netzbetreiber ist offenen Aufträgen zugeordnet und kann nicht gelöscht werden.',
  gemeindeUnbekannt: 'Mindestens eine der gewählten Gemeinden ist unbekannt.',
  netzartUnbekannt: 'Mindestens eine der gewählten Netzarten ist unbekannt.',
  suchbegriffZuKurz: 'Bitte geben Sie mindestens 2 Zeichen ein.',
  kreisUngueltig: 'Bitte geben Sie einen fünfstelligen Kreisschlüssel an.',
  kreisUnbekannt: 'Zu diesem Kreisschlüssel gibt es keine Gemeinden.',
  gemeindenFehlen: 'Bitte wählen Sie mindestens eine Gemeinde.',
  netzartenFehlen: 'Bitte wählen Sie mindestens eine Netzart.',
} as const;

/** "Der Schlüssel „x“ …" — the unique key is taken by another operator. */
export const schluesselVergebenMsg = (schluessel: string): string =>
  `Der Schlüssel „${schluessel}“ ist bereits einem anderen Netzbetreiber zugeordnet.`;

/** Column lengths of the entity (packages/db/src/entities/netzbetreiber.ts). */
export const NETZBETREIBER_MAX = {
  schluessel: 64,
  name: 200,
  email: 254,
  telefon: 50,
  kontakt: 200,
  url: 500,
  // the column is a text; our limit for a note shown as 'NB Info'
  bemerkung: 4000,
} as const;

const hoechstens = (n: number) => `Bitte geben Sie höchstens ${n.toLocaleString('de-DE')} Zeichen ein.`;

/** An absolute http(s) address. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Optional text: '' (or nothing) means "not given". */
const optionalText = (max: number) => zText().trim().max(max, hoechstens(max)).default('');
const optionalUrl = () =>
  zText()
    .trim()
    .max(NETZBETREIBER_MAX.url, hoechstens(NETZBETREIBER_MAX.url))
    .refine((v) => v === '' || isHttpUrl(v), NETZBETREIBER_MSG.urlUngueltig)
    .default('');

export const ZSchluessel = z
  .string()
  .trim()
  .max(NETZBETREIBER_MAX.schluessel, hoechstens(NETZBETREIBER_MAX.schluessel))
  .regex(/^[A-Za-z0-9._-]*$/, NETZBETREIBER_MSG.schluesselUngueltig);

/** The edit form and the importer's line (same rules). Without `id` a new operator is created. */
export const ZNetzbetreiberInput = z.object({
  id: z.number().int().positive().optional(),
  /** Stable key for imports; generated from the name when left empty on creation. */
  schluessel: ZSchluessel.default(''),
  name: zText()
    .trim()
    .min(1, NETZBETREIBER_MSG.nameFehlt)
    .max(NETZBETREIBER_MAX.name, hoechstens(NETZBETREIBER_MAX.name)),
  email: z
    .string()
    .trim()
    .max(NETZBETREIBER_MAX.email, hoechstens(NETZBETREIBER_MAX.email))
    .refine((v) => v === '' || z.email().safeParse(v).success, NETZBETREIBER_MSG.emailUngueltig)
    .default(''),
  telefon: optionalText(NETZBETREIBER_MAX.telefon),
  kontakt: optionalText(NETZBETREIBER_MAX.kontakt),
  abfrageart: z.enum(ABFRAGEART, NETZBETREIBER_MSG.abfrageartUngueltig).default(''),
  portalLink: optionalUrl(),
  netzbetreiberUrl: optionalUrl(),
  netzbetreiberAktionUrl: optionalUrl(),
  emailGenerierungAktionUrl: optionalUrl(),
  /** shown as 'NB Info' (spec 001 §3) */
  bemerkung: optionalText(NETZBETREIBER_MAX.bemerkung),
  automatikVersand: z.boolean().default(false),
});
export type TNetzbetreiberInput = z.input<typeof ZNetzbetreiberInput>;
export type TNetzbetreiberData = z.output<typeof ZNetzbetreiberInput>;

export const ZNetzbetreiber = z.object({
  id: z.number().int(),
  schluessel: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  telefon: z.string().nullable(),
  kontakt: z.string().nullable(),
  abfrageart: z.string(),
  portalLink: z.string().nullable(),
  netzbetreiberUrl: z.string().nullable(),
  netzbetreiberAktionUrl: z.string().nullable(),
  emailGenerierungAktionUrl: z.string().nullable(),
  bemerkung: z.string().nullable(),
  automatikVersand: z.boolean(),
  anzahlGemeinden: z.number().int(),
  /** Ids of the Netzarten the operator covers anywhere. */
  netzartIds: z.array(z.number().int()),
});
export type TNetzbetreiber = z.infer<typeof ZNetzbetreiber>;

export const ZNetzbetreiberId = z.object({ id: z.number().int().positive() });

/** /netzbetreiber: the operator list of the shared grid. */
export const NETZBETREIBER_LIST = defineList({
  key: 'netzbetreiber',
  title: 'Netzbetreiber',
  defaultPageSize: 50,
  defaultSort: [{ field: 'name', direction: 'asc' }],
  searchFields: ['name', 'schluessel', 'email', 'kontakt'],
  fields: {
    schluessel: { type: 'text', label: 'Schlüssel' },
    name: { type: 'text', label: 'Name' },
    email: { type: 'text', label: 'E-Mail' },
    telefon: { type: 'text', label: 'Telefon' },
    kontakt: { type: 'text', label: 'Kontakt' },
    abfrageart: {
      type: 'set',
      label: 'Abfrageart',
      options: ABFRAGEART.map((value) => ({ value, label: value === '' ? 'keine Angabe' : value })),
    },
    portalLink: { type: 'text', label: 'Portal-Link' },
    bemerkung: { type: 'text', label: 'NB Info' },
    anzahlGemeinden: { type: 'number', label: 'Gemeinden' },
    netzarten: { type: 'text', label: 'Netzarten' },
  },
});
export const ZNetzbetreiberListQuery = listQuerySchema(NETZBETREIBER_LIST);
export const ZNetzbetreiberListRow = z.object({
  id: z.number().int(),
  schluessel: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  telefon: z.string().nullable(),
  kontakt: z.string().nullable(),
  abfrageart: z.string(),
  portalLink: z.string().nullable(),
  bemerkung: z.string().nullable(),
  anzahlGemeinden: z.number().int(),
  netzarten: z.string().nullable(),
});
export type TNetzbetreiberListRow = z.infer<typeof ZNetzbetreiberListRow>;
export const ZNetzbetreiberListResult = listResultSchema(ZNetzbetreiberListRow);
export type TNetzbetreiberListResult = z.infer<typeof ZNetzbetreiberListResult>;

/** A municipality as the coverage editor shows it; `kreis` = the first 5 AGS digits. */
export const ZGemeindeRef = z.object({ id: z.number().int(), ags: z.string(), name: z.string(), kreis: z.string() });
export type TGemeindeRef = z.infer<typeof ZGemeindeRef>;

export const ZNetzbetreiberCoverageInput = z.object({ netzbetreiberId: z.number().int().positive() });

/** The coverage of one operator: its municipalities, each with the Netzarten covered there. */
export const ZNetzbetreiberCoverage = z.object({
  netzbetreiberId: z.number().int(),
  gemeinden: z.array(ZGemeindeRef.extend({ netzartIds: z.array(z.number().int()) })),
  /** The same coverage per Netzart: how many municipalities each Netzart is covered in. */
  netzarten: z.array(z.object({ netzartId: z.number().int(), name: z.string(), anzahlGemeinden: z.number().int() })),
});
export type TNetzbetreiberCoverage = z.infer<typeof ZNetzbetreiberCoverage>;

/** Germany has about 10,800 municipalities: enough for "everywhere". */
export const COVERAGE_MAX_GEMEINDEN = 12_000;
const idList = (max: number, leer: string) =>
  z
    .array(z.number().int().positive())
    .min(1, leer)
    .max(max, `Bitte geben Sie höchstens ${max.toLocaleString('de-DE')} Einträge an.`);

/** Adds or removes every pair of the given municipalities × Netzarten. */
export const ZSetCoverageInput = z.object({
  netzbetreiberId: z.number().int().positive(),
  aktion: z.enum(['hinzufuegen', 'entfernen'], 'Bitte wählen Sie „hinzufuegen“ oder „entfernen“.'),
  gemeindeIds: idList(COVERAGE_MAX_GEMEINDEN, NETZBETREIBER_MSG.gemeindenFehlen),
  netzartIds: idList(100, NETZBETREIBER_MSG.netzartenFehlen),
});
export type TSetCoverageInput = z.input<typeof ZSetCoverageInput>;
export const ZSetCoverageResult = z.object({ hinzugefuegt: z.number().int(), entfernt: z.number().int() });

/** Municipality search of the coverage editor: name or AGS prefix, ≥ 2 characters, at most 50 hits. */
export const GEMEINDE_SUCHE_MAX = 50;
export const ZGemeindeSucheInput = z.object({
  suche: zText().trim().min(2, NETZBETREIBER_MSG.suchbegriffZuKurz).max(100, hoechstens(100)),
});
export const ZGemeindeSucheResult = z.array(ZGemeindeRef);

/** 'ganzer Landkreis': a district is the set of municipalities sharing the first 5 AGS digits. */
export const ZKreis = z.object({ kreis: z.string(), name: z.string(), anzahlGemeinden: z.number().int() });
export type TKreis = z.infer<typeof ZKreis>;
export const ZKreisList = z.array(ZKreis);
export const ZKreisInput = z.object({
  kreis: z
    .string()
    .trim()
    .regex(/^\d{5}$/, NETZBETREIBER_MSG.kreisUngueltig),
});
export const ZKreisGemeinden = z.object({ kreis: z.string(), name: z.string(), gemeinden: z.array(ZGemeindeRef) });

export const ZDeleteNetzbetreiberResult = z.object({ id: z.number().int(), geloescht: z.literal(true) });
