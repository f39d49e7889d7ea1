import { z } from 'zod';
import { zText } from './text.js';
import { ABFRAGEART, BEARBEITUNGS_STATUS, PRIORITAET, VORGANGSART } from './enums.js';
import { defineList, listQuerySchema, listResultSchema } from './list-query.js';
import { isHttpUrl, NETZBETREIBER_MSG } from './netzbetreiber.js';

// Orders (spec 001 §2 /auftraege, /bearbeitungslist, /auftragpositionen; §3 Order, Order list row, Position,
// Position supplier form; §4 bearbeitungsStatus, prioritaet; §7 Order calls).

export const AUFTRAG_MSG = {
  // spec texts
  titel: 'Bearbeitung von Auftrag - ',
  prioritaetAendern: 'Wollen Sie die Priorität wirklich ändern?',
  positionLoeschenFehler: 'Fehler beim Löschen der Position - ',
  keineGemeinde: 'Keine Gemeinde vorhanden!',
  vorgangErfolgreich: 'Vorgang Erfolgreich.',
  speichernErfolgreich: 'Speichern Erfolgreich.',
  speichernFehler: 'Fehler beim Speichern - ',
  // Our own texts (spec silent):
  prioritaet: 'Bitte wählen Sie eine Priorität: 1 (Hoch), 2 (Wichtig), 3 (Normal) oder 4 (Niedrig).',
  versorgerName: 'Bitte geben Sie den Namen des Versorgers an!',
  positionName: 'Bitte geben Sie den Namen der Position an!',
  abfrageart: 'Bitte wählen Sie eine Abfrageart: E-Mail, Portal oder Eingabeformular.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  positionNichtGefunden: 'Die Position wurde nicht gefunden.',
  positionFremd: 'Die Position gehört nicht zu diesem Auftrag.',
  netzartUnbekannt: 'Die Netzart ist unbekannt.',
  versorgerOhnePosition: 'Dieser Versorger ist keiner Position zugeordnet.',
  // the same rule and text as the operator's addresses: the link is opened and handed to the form filler
  portalLink: NETZBETREIBER_MSG.urlUngueltig,
} as const;

const max = (n: number) => `Bitte geben Sie höchstens ${n} Zeichen ein.`;
const ZId = z.string().max(64);

/** prioritaet 1 Hoch … 4 Niedrig (spec 001 §4). */
export const ZPrioritaet = z
  .number(AUFTRAG_MSG.prioritaet)
  .int(AUFTRAG_MSG.prioritaet)
  .min(1, AUFTRAG_MSG.prioritaet)
  .max(4, AUFTRAG_MSG.prioritaet);

// ---------------------------------------------------------------------------------------------------------
// /auftraege: the order list

export const AUFTRAEGE_LIST = defineList({
  key: 'auftraege',
  title: 'Auftraege',
  defaultPageSize: 50,
  defaultSort: [{ field: 'auftragsDatum', direction: 'desc' }],
  searchFields: ['vorgangsnummer', 'auftraggeber', 'name', 'ort', 'strasseHNr', 'telefon', 'bemerkung', 'bearbeiter'],
  fields: {
    vorgangsnummer: { type: 'text', label: 'Vorgangsnummer' },
    // 'TT.MM.JJJJ – TT.MM.JJJJ': the construction period baustart – bauende (sorting goes by baubeginn)
    zeitraumBearbeitung: { type: 'text', label: 'Zeitraum', sortable: false },
    auftragsDatum: { type: 'datetime', label: 'Auftragsdatum' },
    baubeginn: { type: 'date', label: 'Baubeginn' },
    bearbeitungsFrist: { type: 'date', label: 'Bearbeitungsfrist' },
    bearbeitungsStatus: {
      type: 'set',
      label: 'Status',
      options: ([0, 1, 2, 3] as const).map((value) => ({ value, label: BEARBEITUNGS_STATUS[value] })),
    },
    auftraggeber: { type: 'text', label: 'Auftraggeber' },
    name: { type: 'text', label: 'Name' },
    ort: { type: 'text', label: 'Ort' },
    strasseHNr: { type: 'text', label: 'Straße/Hausnr.' },
    telefon: { type: 'text', label: 'Telefon' },
    baumassnahmeOrPlanung: {
      type: 'set',
      label: 'Vorgangsart',
      options: [VORGANGSART[1], VORGANGSART[2]].map((value) => ({ value, label: value })),
    },
    prioritaet: {
      type: 'set',
      label: 'Priorität',
      options: ([1, 2, 3, 4] as const).map((value) => ({ value, label: PRIORITAET[value].label })),
    },
    auftragId: { type: 'text', label: 'Auftrag-Id', filterable: false },
    antragId: { type: 'text', label: 'Antrag-Id', filterable: false },
    bemerkung: { type: 'text', label: 'Bemerkung' },
    bearbeiter: { type: 'text', label: 'Bearbeiter' },
    vorkasse: { type: 'boolean', label: 'Vorkasse' },
    ueberschritten: { type: 'boolean', label: 'Überschritten' },
  },
});

/** 'abgeschlossene Aufträge anzeigen': without it finished orders (bearbeitungsStatus 3) and prepayment orders are hidden. */
export const ZAuftraegeListQuery = listQuerySchema(AUFTRAEGE_LIST).safeExtend({
  abgeschlossene: z.boolean().default(false),
});
export type TAuftraegeListQuery = z.input<typeof ZAuftraegeListQuery>;

export const ZAuftraegeListRow = z.object({
  id: z.string(),
  vorgangsnummer: z.string(),
  zeitraumBearbeitung: z.string().nullable(),
  auftragsDatum: z.string().nullable(),
  baubeginn: z.string().nullable(),
  bearbeitungsFrist: z.string().nullable(),
  bearbeitungsStatus: z.number().int(),
  auftraggeber: z.string().nullable(),
  name: z.string().nullable(),
  ort: z.string().nullable(),
  strasseHNr: z.string().nullable(),
  telefon: z.string().nullable(),
  baumassnahmeOrPlanung: z.string(),
  prioritaet: z.number().int(),
  auftragId: z.string(),
  antragId: z.string(),
  bemerkung: z.string().nullable(),
  bearbeiter: z.string().nullable(),
  vorkasse: z.boolean(),
  ueberschritten: z.boolean(),
});
export type TAuftraegeListRow = z.infer<typeof ZAuftraegeListRow>;
export const ZAuftraegeListResult = listResultSchema(ZAuftraegeListRow);

// ---------------------------------------------------------------------------------------------------------
// One order (/bearbeitungslist/{auftragId})

export const ZAuftragByIdInput = z.object({ auftragId: ZId });

/** spec 001 §3 Municipality of an order (read-only here: switching is a supplier-table call, versorger.ts). */
export const ZAuftragViewGemeinde = z.object({
  id: z.number().int(),
  gemeindeId: z.number().int(),
  gemeindeName: z.string(),
  disabled: z.boolean(),
});

/** spec 001 §3 Order, plus what /bearbeitungslist shows. */
export const ZAuftragView = z.object({
  auftragId: z.string(),
  antragId: z.string(),
  vorgangsnummer: z.string(),
  prioritaet: z.number().int(),
  bemerkung: z.string().nullable(),
  /** The map link operators get for this order (externalKarte). */
  netzbetreiberURL: z.string(),
  bearbeitungsStatus: z.number().int(),
  vorkasse: z.boolean(),
  /** A prepayment order whose payment has not arrived (CompleteVorkassen): processing waits. */
  vorkasseOffen: z.boolean(),
  auftragsDatum: z.string(),
  bearbeitungsFrist: z.string().nullable(),
  ueberschritten: z.boolean(),
  bearbeiter: z.string().nullable(),
  gemeinden: z.array(ZAuftragViewGemeinde),
});
export type TAuftragView = z.infer<typeof ZAuftragView>;

export const ZBemerkungAuftragInput = z.object({ auftragId: ZId, bemerkung: zText().max(2000, max(2000)) });
export const ZPrioritaetInput = z.object({ auftragId: ZId, prioritaet: ZPrioritaet });

// ---------------------------------------------------------------------------------------------------------
// Positions (/auftragpositionen) and the position supplier form

/** A supplier row as the expandable position rows show it. */
export const ZPositionVersorger = z.object({
  id: z.string(),
  positionId: z.number().int().nullable(),
  versorgerName: z.string(),
  abfrageart: z.string(),
  anfrageStatus: z.number().int(),
  email: z.string().nullable(),
  telefon: z.string().nullable(),
  abgeschlossen: z.boolean(),
});
export type TPositionVersorger = z.infer<typeof ZPositionVersorger>;

/** spec 001 §3 Position. */
export const ZAuftragPosition = z.object({
  id: z.number().int(),
  auftragId: z.string(),
  positionName: z.string(),
  position: z.string(),
  beschreibung: z.string().nullable(),
  netzartId: z.number().int().nullable(),
  sortierung: z.number().int(),
  isDeleted: z.boolean(),
  versorger: z.array(ZPositionVersorger),
});
export type TAuftragPosition = z.infer<typeof ZAuftragPosition>;

export const ZAddPositionInput = z.object({
  auftragId: ZId,
  positionName: zText().trim().min(1, AUFTRAG_MSG.positionName).max(200, max(200)),
  /** The number shown in the table; defaults to the new sortierung. */
  position: zText().trim().max(50, max(50)).optional(),
  beschreibung: zText().trim().max(2000, max(2000)).optional(),
  netzartId: z.number().int().min(1).max(1_000_000).nullable().optional(),
});
export type TAddPositionInput = z.input<typeof ZAddPositionInput>;

export const ZPositionIdInput = z.object({ positionId: z.number().int().min(1).max(2_147_483_647) });

const optionalText = (n: number) =>
  zText()
    .trim()
    .max(n, max(n))
    .nullable()
    .optional()
    .transform((v) => v || null);

/** spec 001 §3 Position supplier form (versorgerName required, §5). */
export const ZVersorgerToPositionFields = z.object({
  versorgerName: zText().trim().min(1, AUFTRAG_MSG.versorgerName).max(200, max(200)),
  email: z
    .string()
    .trim()
    .max(254, max(254))
    .refine((v) => v === '' || z.email().safeParse(v).success, AUFTRAG_MSG.email)
    .nullable()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null)),
  portalLink: zText()
    .trim()
    .max(500, max(500))
    .refine((v) => v === '' || isHttpUrl(v), AUFTRAG_MSG.portalLink)
    .nullable()
    .optional()
    .transform((v) => v || null),
  telefon: optionalText(50),
  kontakt: optionalText(200),
  bemerkung: optionalText(2000),
  abfrageart: z.enum(ABFRAGEART, AUFTRAG_MSG.abfrageart).default(''),
});
export const ZPostVersorgerToPositionInput = ZVersorgerToPositionFields.extend({
  positionId: z.number().int().min(1).max(2_147_483_647),
  auftragId: ZId,
});
export type TPostVersorgerToPositionInput = z.input<typeof ZPostVersorgerToPositionInput>;
export const ZPutVersorgerToPositionInput = ZVersorgerToPositionFields.extend({
  versorgerId: ZId,
  /** Moves the supplier to another position of the same order. */
  positionId: z.number().int().min(1).max(2_147_483_647).optional(),
});
export const ZVersorgerIdInput = z.object({ versorgerId: ZId });

/** The form's data of one supplier row (GetVersorgerToPosition). */
export const ZVersorgerToPosition = z.object({
  id: z.string(),
  positionId: z.number().int().nullable(),
  auftragId: z.string(),
  versorgerName: z.string(),
  email: z.string().nullable(),
  portalLink: z.string().nullable(),
  telefon: z.string().nullable(),
  kontakt: z.string().nullable(),
  bemerkung: z.string().nullable(),
  abfrageart: z.string(),
  anfrageStatus: z.number().int(),
});
export type TVersorgerToPosition = z.infer<typeof ZVersorgerToPosition>;

// ---------------------------------------------------------------------------------------------------------
// GetAuftraegeFeatures: markers of the open orders on the overview map

/** At most this many orders become markers (the newest first). */
export const AUFTRAEGE_FEATURES_MAX = 2000;

export const ZAuftragFeature = z.object({
  type: z.literal('Feature'),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    vorgangsnummer: z.string(),
    Vorgangsnummer: z.string(),
    auftragId: z.string(),
    antragId: z.string(),
    prioritaet: z.number().int(),
    bearbeitungsStatus: z.number().int(),
    vorkasse: z.boolean(),
    ueberschritten: z.boolean(),
  }),
});
export const ZAuftraegeFeatures = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(ZAuftragFeature),
  /** True when more open orders exist than AUFTRAEGE_FEATURES_MAX. */
  truncated: z.boolean(),
});
export type TAuftraegeFeatures = z.infer<typeof ZAuftraegeFeatures>;
