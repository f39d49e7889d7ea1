import {
  ANTRAG_MSG,
  type TAntrag,
  type TAntragInput,
  type TFieldError,
  type TLastAntragsteller,
  VORGANGSART_ID,
  ZAntragInput,
} from '@lap/contracts';
import { checkBauzeit, defaultBauzeit } from '@lap/domain';

// The request form (spec 000 §3 Antrag/Person, §5 request form) as the browser holds it: the three persons
// as fixed sections instead of the API's `personen` list, dates as calendar days.

export const PERSON_KEYS = ['antragsteller', 'auftraggeber', 'bauausfuehrender'] as const;
export type PersonKey = (typeof PERSON_KEYS)[number];
export const PERSON_TYP_OF: Record<PersonKey, 1 | 2 | 3> = { antragsteller: 1, auftraggeber: 2, bauausfuehrender: 3 };

export const PERSON_INPUTS = [
  'firma',
  'vorname',
  'name',
  'strasse',
  'hausnummer',
  'plz',
  'ort',
  'telefon',
  'email',
] as const;
export type PersonInput = (typeof PERSON_INPUTS)[number];
export type PersonValues = Record<PersonInput, string>;

export interface AntragFormValues {
  vorgangsart: '1' | '2';
  vorhaben: string;
  projektangaben: string;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  bautiefe: string;
  gemarkung: string;
  flurstuecknummer: string;
  baustart: string | null;
  bauende: string | null;
  eilbearbeitung: boolean;
  anerkennungAgb: boolean;
  betreiber: string[];
  sonstigeBetreiber: string;
  identischMitAntragsteller: boolean;
  bauausfuehrenderUnbekannt: boolean;
  antragsteller: PersonValues;
  auftraggeber: PersonValues;
  bauausfuehrender: PersonValues;
}

export type TLastAntragstellerValue = NonNullable<TLastAntragsteller>;

const emptyPerson = (): PersonValues => ({
  firma: '',
  vorname: '',
  name: '',
  strasse: '',
  hausnummer: '',
  plz: '',
  ort: '',
  telefon: '',
  email: '',
});

function personOf(p: Partial<Record<PersonInput, string | null>> | undefined | null): PersonValues {
  const out = emptyPerson();
  if (!p) return out;
  for (const k of PERSON_INPUTS) out[k] = p[k] ?? '';
  return out;
}

/** A new request: vorgangsart 1, start today + 7 days, end 6 months later, applicant from the last request. */
export function newAntragValues(today: string, last: TLastAntragstellerValue | null): AntragFormValues {
  const { baustart, bauende } = defaultBauzeit(today);
  return {
    vorgangsart: '1',
    vorhaben: '',
    projektangaben: '',
    strasse: '',
    hausnummer: '',
    plz: '',
    ort: '',
    bautiefe: '',
    gemarkung: '',
    flurstuecknummer: '',
    baustart,
    bauende,
    eilbearbeitung: false,
    anerkennungAgb: false,
    betreiber: [],
    sonstigeBetreiber: '',
    identischMitAntragsteller: false,
    bauausfuehrenderUnbekannt: false,
    antragsteller: personOf(last),
    auftraggeber: emptyPerson(),
    bauausfuehrender: emptyPerson(),
  };
}

/** A stored request as form values. */
export function antragValues(a: TAntrag): AntragFormValues {
  const byTyp = (typ: number) => a.personen.find((p) => p.personTyp === typ);
  return {
    vorgangsart: a.vorgangsart === VORGANGSART_ID.planung ? '2' : '1',
    vorhaben: a.vorhaben,
    projektangaben: a.projektangaben,
    strasse: a.strasse,
    hausnummer: a.hausnummer,
    plz: a.plz,
    ort: a.ort,
    bautiefe: a.bautiefe,
    gemarkung: a.gemarkung ?? '',
    flurstuecknummer: a.flurstuecknummer ?? '',
    baustart: a.baustart || null,
    bauende: a.bauende || null,
    eilbearbeitung: a.eilbearbeitung,
    anerkennungAgb: a.anerkennungAgb,
    betreiber: a.betreiber.map(String),
    sonstigeBetreiber: a.sonstigeBetreiber ?? '',
    identischMitAntragsteller: a.identischMitAntragsteller,
    bauausfuehrenderUnbekannt: a.bauausfuehrenderUnbekannt,
    antragsteller: personOf(byTyp(1)),
    auftraggeber: personOf(byTyp(2)),
    bauausfuehrender: personOf(byTyp(3)),
  };
}

/** Which person sections are asked for: the client unless identical with the applicant, the builder unless unknown. */
export function activePersons(
  v: Pick<AntragFormValues, 'identischMitAntragsteller' | 'bauausfuehrenderUnbekannt'>,
): PersonKey[] {
  return PERSON_KEYS.filter((k) =>
    k === 'auftraggeber'
      ? !v.identischMitAntragsteller
      : k === 'bauausfuehrender'
        ? !v.bauausfuehrenderUnbekannt
        : true,
  );
}

/** The API payload (PostAntrag): persons as a list, only the sections that are asked for. */
export function toAntragInput(v: AntragFormValues, id?: string): TAntragInput {
  return {
    ...(id ? { id } : {}),
    vorgangsart: v.vorgangsart === '2' ? VORGANGSART_ID.planung : VORGANGSART_ID.baumassnahme,
    vorhaben: v.vorhaben,
    projektangaben: v.projektangaben,
    strasse: v.strasse,
    hausnummer: v.hausnummer,
    plz: v.plz,
    ort: v.ort,
    bautiefe: v.bautiefe,
    gemarkung: v.gemarkung,
    flurstuecknummer: v.flurstuecknummer,
    baustart: v.baustart ?? '',
    bauende: v.bauende ?? '',
    eilbearbeitung: v.eilbearbeitung,
    anerkennungAgb: v.anerkennungAgb,
    betreiber: v.betreiber.map(Number).filter((n) => Number.isInteger(n) && n > 0),
    sonstigeBetreiber: v.sonstigeBetreiber,
    identischMitAntragsteller: v.identischMitAntragsteller,
    bauausfuehrenderUnbekannt: v.bauausfuehrenderUnbekannt,
    personen: activePersons(v).map((k) => ({ personTyp: PERSON_TYP_OF[k], ...v[k] })),
  };
}

/**
 * Where an error of the API payload belongs in the form: `personen.{i}.{field}` → the section of that
 * person; `personen` (a missing person) → the applicant's first name; the operator rule → `betreiber`.
 */
export function formPathOf(apiPath: string, v: AntragFormValues): string {
  const parts = apiPath.split('.');
  if (parts[0] === 'personen') {
    const index = Number(parts[1]);
    const key = Number.isInteger(index) ? activePersons(v)[index] : undefined;
    if (key && parts[2]) return `${key}.${parts[2] === 'personTyp' ? 'vorname' : parts[2]}`;
    return 'antragsteller.vorname';
  }
  if (parts[0] === 'id') return 'vorhaben';
  return parts[0] ?? apiPath;
}

export interface FormIssue {
  path: string;
  message: string;
}

/** The client-side check: the shared contract plus the date rules; the server checks the same again. */
export function validateAntrag(v: AntragFormValues, today: string): FormIssue[] {
  const issues: FormIssue[] = [];
  const seen = new Set<string>();
  const add = (path: string, message: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    issues.push({ path, message });
  };
  if (!v.baustart) add('baustart', ANTRAG_MSG.datum);
  if (!v.bauende) add('bauende', ANTRAG_MSG.datum);
  for (const problem of checkBauzeit(today, v.baustart, v.bauende))
    add(problem === 'baustartZuFrueh' ? 'baustart' : 'bauende', ANTRAG_MSG[problem]);
  const parsed = ZAntragInput.safeParse(toAntragInput(v));
  if (!parsed.success) for (const issue of parsed.error.issues) add(formPathOf(issue.path.join('.'), v), issue.message);
  return issues;
}

/** Server field errors on the form's paths. */
export function serverIssues(errors: readonly TFieldError[], v: AntragFormValues): FormIssue[] {
  return errors.map((e) => ({ path: formPathOf(e.field, v), message: e.message }));
}
