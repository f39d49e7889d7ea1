import { z } from 'zod';
import { zText } from './text.js';
import { AUFMERKSAMKEIT } from './enums.js';
import { defineList, exportQuerySchema, listQuerySchema, listResultSchema } from './list-query.js';

/** /nutzer for Administration: every user (spec 000 §2, §6). */
export const NUTZER_LIST = defineList({
  key: 'nutzer',
  title: 'Nutzer',
  defaultPageSize: 50,
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
  searchFields: ['email', 'vorname', 'name', 'firma'],
  fields: {
    email: { type: 'text', label: 'E-Mail' },
    vorname: { type: 'text', label: 'Vorname' },
    name: { type: 'text', label: 'Name' },
    firma: { type: 'text', label: 'Firma' },
    telefon: { type: 'text', label: 'Telefon' },
    ort: { type: 'text', label: 'Ort' },
    rollen: { type: 'text', label: 'Rollen' },
    emailConfirmed: { type: 'boolean', label: 'E-Mail bestätigt' },
    anzahlAntraege: { type: 'number', label: 'Anträge' },
    createdAt: { type: 'datetime', label: 'Registriert am' },
  },
});

/** /nutzer for SbBereich: customers (spec 000 §6 SbBereich). */
export const CUSTOMER_LIST = defineList({
  key: 'kunden',
  title: 'Kunden',
  defaultPageSize: 50,
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
  searchFields: ['email', 'vorname', 'name', 'firma', 'telefon'],
  fields: {
    email: { type: 'text', label: 'E-Mail' },
    vorname: { type: 'text', label: 'Vorname' },
    name: { type: 'text', label: 'Name' },
    firma: { type: 'text', label: 'Firma' },
    telefon: { type: 'text', label: 'Telefon' },
    anzahlAntraege: { type: 'number', label: 'Anträge' },
    anzahlUnvollstaendig: { type: 'number', label: 'Unvollständig' },
    registrierungsGrund: {
      type: 'set',
      label: 'Aufmerksam geworden durch',
      options: AUFMERKSAMKEIT.map((a) => ({ value: a, label: a })),
    },
    newsletterAkzeptiert: { type: 'boolean', label: 'Newsletter' },
    bemerkung: { type: 'text', label: 'Bemerkung' },
    createdAt: { type: 'datetime', label: 'Registriert am' },
  },
});

/** /rollen: roles with their user count; default sort text descending (spec 000 §9). */
export const ROLLEN_LIST = defineList({
  key: 'rollen',
  title: 'Rollen',
  defaultPageSize: 50,
  defaultSort: [{ field: 'text', direction: 'desc' }],
  fields: {
    text: { type: 'text', label: 'Rolle' },
    anzahlRolle: { type: 'number', label: 'Anzahl Nutzer' },
  },
});

export const ZRoleRef = z.object({ id: z.number().int(), text: z.string() });

export const ZNutzerListRow = z.object({
  id: z.string(),
  email: z.string(),
  vorname: z.string(),
  name: z.string(),
  firma: z.string().nullable(),
  telefon: z.string().nullable(),
  ort: z.string().nullable(),
  rollen: z.string().nullable(),
  emailConfirmed: z.boolean(),
  anzahlAntraege: z.number().int(),
  createdAt: z.string(),
});
export type TNutzerListRow = z.infer<typeof ZNutzerListRow>;

export const ZCustomerListRow = z.object({
  id: z.string(),
  email: z.string(),
  vorname: z.string(),
  name: z.string(),
  firma: z.string().nullable(),
  telefon: z.string().nullable(),
  anzahlAntraege: z.number().int(),
  anzahlUnvollstaendig: z.number().int(),
  registrierungsGrund: z.string().nullable(),
  newsletterAkzeptiert: z.boolean(),
  bemerkung: z.string().nullable(),
  createdAt: z.string(),
});
export type TCustomerListRow = z.infer<typeof ZCustomerListRow>;

export const ZRolleListRow = z.object({ id: z.number().int(), text: z.string(), anzahlRolle: z.number().int() });
export type TRolleListRow = z.infer<typeof ZRolleListRow>;

export const ZNutzerListQuery = listQuerySchema(NUTZER_LIST);
export const ZCustomerListQuery = listQuerySchema(CUSTOMER_LIST);
export const ZRollenListQuery = listQuerySchema(ROLLEN_LIST);
export const ZNutzerExportQuery = exportQuerySchema(NUTZER_LIST);
export const ZCustomerExportQuery = exportQuerySchema(CUSTOMER_LIST);

export const ZNutzerListResult = listResultSchema(ZNutzerListRow);
export const ZCustomerListResult = listResultSchema(ZCustomerListRow);
export const ZRollenListResult = listResultSchema(ZRolleListRow);

/** Remarks on customers (spec 000 §7 PUT BemerkungNutzer/{id}); our limit, the column is long text. */
export const BEMERKUNG_MAX = 2000;
export const ZBemerkungInput = z.object({
  id: z.string().uuid('Ungültige Nutzer-Id.'),
  bemerkung: zText().max(BEMERKUNG_MAX, `Die Bemerkung darf höchstens ${BEMERKUNG_MAX} Zeichen lang sein.`),
});

/** spec 000 §5: role name at least 3 characters. */
export const ZCreateRolleInput = z.object({
  name: z
    .string()
    .trim()
    .min(3, 'Der Rollenname muss mindestens 3 Zeichen lang sein.')
    .max(64, 'Der Rollenname darf höchstens 64 Zeichen lang sein.')
    .regex(/^[\p{L}\p{N} _-]+$/u, 'Der Rollenname darf nur Buchstaben, Ziffern, Leerzeichen, - und _ enthalten.'),
});
export const ZCreateRolleResult = z.object({ id: z.number().int(), text: z.string() });

export type TNutzerListResult = z.infer<typeof ZNutzerListResult>;
export type TCustomerListResult = z.infer<typeof ZCustomerListResult>;
export type TRollenListResult = z.infer<typeof ZRollenListResult>;
export type TCreateRolleResult = z.infer<typeof ZCreateRolleResult>;
export type TBemerkungInput = z.infer<typeof ZBemerkungInput>;
