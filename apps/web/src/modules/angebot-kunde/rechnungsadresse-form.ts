import {
  FIRMA_ZUSAETZE_MAX,
  LAND_DEFAULT,
  RECHNUNGSADRESSE_MSG,
  ZRechnungsAdresseInput,
  type TRechnungsAdresse,
  type TRechnungsAdresseInput,
} from '@lap/contracts';

// The invoice address form (spec 000 §5 invoice address): values, the company additions shown, validation.

export const ZUSATZ_FIELDS = ['firmaZusatz1', 'firmaZusatz2', 'firmaZusatz3'] as const;
export type TZusatzField = (typeof ZUSATZ_FIELDS)[number];

/** The address as the form holds it (the call's fields, no ids), plus how many company additions are shown. */
export type RechnungsAdresseFormValues = Omit<TRechnungsAdresse, 'antragId' | 'vorgangsnummer' | 'gespeichert'> & {
  /** How many company additions are shown (0–3); UI state, not sent. */
  zusaetze: number;
};

export type TRechnungsAdresseField = Exclude<keyof RechnungsAdresseFormValues, 'zusaetze'>;

/** In the order the form shows them. */
export const RECHNUNGSADRESSE_FIELDS: readonly TRechnungsAdresseField[] = [
  'firma',
  ...ZUSATZ_FIELDS,
  'vorname',
  'name',
  'strasse',
  'hausnummer',
  'plz',
  'ort',
  'land',
  'ausland',
  'ustIdNr',
  'rechnungEmail',
  'projektnummer',
  'keineProjektnummer',
  'adressenAenderung',
];

/** The query of /rechnungsadresse/{antragId}: rt=r (from an invoice) or a (after the order, the default). */
export function rechnungsadresseQuery(search: URLSearchParams): { rt: 'r' | 'a'; aid: string | undefined } {
  const aid = search.get('aid')?.trim();
  return { rt: search.get('rt') === 'r' ? 'r' : 'a', aid: aid ? aid : undefined };
}

/** The stored or prefilled address as form values; additions are packed to the front and shown when filled. */
export function formValuesOf(a: TRechnungsAdresse): RechnungsAdresseFormValues {
  const zusaetze = [a.firmaZusatz1, a.firmaZusatz2, a.firmaZusatz3].filter((z) => z.trim() !== '');
  return {
    rechnungEmail: a.rechnungEmail,
    firma: a.firma,
    firmaZusatz1: zusaetze[0] ?? '',
    firmaZusatz2: zusaetze[1] ?? '',
    firmaZusatz3: zusaetze[2] ?? '',
    vorname: a.vorname,
    name: a.name,
    strasse: a.strasse,
    hausnummer: a.hausnummer,
    plz: a.plz,
    ort: a.ort,
    land: a.land || LAND_DEFAULT,
    ausland: a.ausland,
    ustIdNr: a.ausland ? a.ustIdNr : '',
    adressenAenderung: a.adressenAenderung,
    projektnummer: a.keineProjektnummer ? '' : a.projektnummer,
    keineProjektnummer: a.keineProjektnummer,
    zusaetze: zusaetze.length,
  };
}

/** The additions after removing the one at `index` (0-based): the ones below move up, the last slot empties. */
export function withoutZusatz(
  values: Pick<RechnungsAdresseFormValues, TZusatzField>,
  index: number,
): Record<TZusatzField, string> {
  const kept = ZUSATZ_FIELDS.map((f) => values[f]).filter((_, i) => i !== index);
  return { firmaZusatz1: kept[0] ?? '', firmaZusatz2: kept[1] ?? '', firmaZusatz3: kept[2] ?? '' };
}

/** The call's input: the form values without UI state, hidden additions emptied, with the route's antragId, rt and aid. */
export function toRechnungsAdresseInput(
  values: RechnungsAdresseFormValues,
  route: { antragId: string; rt: 'r' | 'a'; aid?: string | undefined },
): TRechnungsAdresseInput & { antragId: string } {
  const { zusaetze, ...fields } = values;
  const shown = Math.min(Math.max(zusaetze, 0), FIRMA_ZUSAETZE_MAX);
  const input: TRechnungsAdresseInput & { antragId: string } = { ...fields, antragId: route.antragId, rt: route.rt };
  ZUSATZ_FIELDS.forEach((f, i) => {
    if (i >= shown) input[f] = '';
  });
  if (route.aid) input.aid = route.aid;
  return input;
}

export interface FieldIssue {
  field: TRechnungsAdresseField;
  message: string;
}

/** Valid stand-ins for fields that already failed, so the schema's cross-field rules can still run (see below). */
const PLACEHOLDER: Partial<Record<TRechnungsAdresseField, string>> = {
  rechnungEmail: 'platzhalter@example.org',
  plz: '00000',
  ustIdNr: 'DE000000000',
};

function issuesOf(input: unknown): Array<{ path: string; message: string }> {
  const result = ZRechnungsAdresseInput.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), message: i.message }));
}

const isField = (path: string): path is TRechnungsAdresseField =>
  (RECHNUNGSADRESSE_FIELDS as readonly string[]).includes(path);

/**
 * The contract's rules (ZRechnungsAdresseInput) plus the form's own: every shown company addition is required,
 * and the company name once one is shown (spec 000 §5). The schema checks its cross-field rules (PLZ, Firma,
 * Projektnummer, confirmation) only once every field passes; so that all errors show at once, a failed field is
 * replaced by a valid stand-in and the schema asked a second time. First message per field.
 */
export function validateRechnungsAdresse(
  values: RechnungsAdresseFormValues,
  route: { antragId: string; rt: 'r' | 'a'; aid?: string | undefined },
): FieldIssue[] {
  const input = toRechnungsAdresseInput(values, route);
  const found = new Map<TRechnungsAdresseField, string>();
  const add = (path: string, message: string) => {
    if (isField(path) && !found.has(path)) found.set(path, message);
  };

  const first = issuesOf(input);
  first.forEach((i) => add(i.path, i.message));
  if (first.length > 0) {
    const patched: Record<string, unknown> = { ...input };
    for (const { path } of first)
      if (typeof patched[path] === 'string') patched[path] = PLACEHOLDER[path as TRechnungsAdresseField] ?? 'x';
    issuesOf(patched).forEach((i) => add(i.path, i.message));
  }

  const shown = Math.min(values.zusaetze, FIRMA_ZUSAETZE_MAX);
  ZUSATZ_FIELDS.slice(0, shown).forEach((f) => {
    if (values[f].trim() === '') add(f, RECHNUNGSADRESSE_MSG.pflicht);
  });
  if (shown > 0 && values.firma.trim() === '') add('firma', RECHNUNGSADRESSE_MSG.firma);

  // in the order of the form, so the first error gets the focus
  return RECHNUNGSADRESSE_FIELDS.flatMap((field) => {
    const message = found.get(field);
    return message ? [{ field, message }] : [];
  });
}
