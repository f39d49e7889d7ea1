import type { TFormfillerDatenKey, TFormfillerFeld } from '@lap/contracts';

// Form filler mapping (spec 001 §2 /formfiller: 'In Formular einfügen'): which of the order's values goes into which
// field of an operator's form, found by the field's label, name, id and placeholder with German synonyms. Used by the
// server (online form) and the browser (PDF form) alike; the case worker sees and edits the proposal before filling.

/** The part of a scanned field the mapping reads. */
export type TMappingFeld = Pick<
  TFormfillerFeld,
  'index' | 'name' | 'type' | 'label' | 'id' | 'placeholder' | 'tagName' | 'options'
>;

/** The proposal for one field: the order's value (key null = nothing found) and whether to fill it. */
export interface TFormfillerVorschlag {
  index: number;
  key: TFormfillerDatenKey | null;
  value: string;
  /** Checkboxes and radios: tick or not. */
  checked?: boolean;
  include: boolean;
}

/** Lower case, umlauts and ß spelt out, accents dropped: 'Straße' and 'Strasse' read the same. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The words of a label or name: camelCase, snake_case, 'Str.', 'E-Mail' all split. */
function tokensOf(text: string): string[] {
  const split = text.replace(/([a-zäöü])([A-ZÄÖÜ])/g, '$1 $2');
  return normalizeText(split)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const compactOf = (text: string): string => normalizeText(text).replace(/[^a-z0-9]/g, '');

/** Synonyms per value, written as they read after `compactOf` (no spaces, umlauts spelt out). */
export const FORMFILLER_SYNONYME: Record<TFormfillerDatenKey, readonly string[]> = {
  vorgangsnummer: [
    'vorgangsnummer',
    'vorgangsnr',
    'vorgang',
    'aktenzeichen',
    'ihrzeichen',
    'ihrereferenz',
    'referenz',
    'referenznummer',
    'auftragsnummer',
    'bezug',
    'reference',
  ],
  vorhaben: [
    'vorhaben',
    'bauvorhaben',
    'baumassnahme',
    'massnahme',
    'projekt',
    'projektname',
    'projektbezeichnung',
    'bezeichnung',
    'betreff',
    'artderarbeiten',
    'grundderanfrage',
    'project',
  ],
  projektangaben: [
    'projektangaben',
    'projektbeschreibung',
    'beschreibung',
    'bemerkung',
    'bemerkungen',
    'anmerkung',
    'anmerkungen',
    'hinweise',
    'nachricht',
    'message',
  ],
  vorgangsart: ['vorgangsart', 'anfrageart', 'artderanfrage', 'anfragegrund'],
  strasse: ['strasse', 'str', 'strassenname', 'baustellestrasse', 'strassebaustelle', 'street'],
  hausnummer: ['hausnummer', 'hausnr', 'hnr', 'nr', 'housenumber'],
  strasseHausnummer: [
    'strasseundhausnummer',
    'strassehausnummer',
    'strassehausnr',
    'strassenr',
    'strasseundnr',
    'adresse',
    'anschrift',
    'lage',
    'standort',
    'address',
  ],
  plz: ['plz', 'postleitzahl', 'zip', 'zipcode', 'postcode', 'postalcode'],
  ort: ['ort', 'stadt', 'gemeinde', 'ortschaft', 'wohnort', 'city', 'baustellenort'],
  gemarkung: ['gemarkung'],
  flurstueck: ['flurstueck', 'flurstuecke', 'flurstuecknummer', 'flurstuecksnummer', 'flurstnr', 'flur', 'flurnummer'],
  bautiefe: ['bautiefe', 'tiefe', 'grabentiefe', 'aushubtiefe'],
  baubeginn: [
    'baubeginn',
    'beginn',
    'baustart',
    'start',
    'ausfuehrungsbeginn',
    'beginnderarbeiten',
    'geplanterbaubeginn',
    'von',
    'datumvon',
    'zeitraumvon',
  ],
  bauende: [
    'bauende',
    'ende',
    'ausfuehrungsende',
    'endederarbeiten',
    'geplantesbauende',
    'fertigstellung',
    'bis',
    'datumbis',
    'zeitraumbis',
  ],
  netzarten: ['netzarten', 'netzart', 'sparten', 'sparte', 'medien', 'leitungsart', 'leitungsarten'],
  firma: ['firma', 'firmenname', 'unternehmen', 'organisation', 'behoerde', 'institution', 'company'],
  vorname: ['vorname', 'firstname', 'givenname'],
  nachname: ['nachname', 'name', 'familienname', 'zuname', 'lastname', 'surname'],
  vollerName: [
    'vollername',
    'vorundnachname',
    'vornameundnachname',
    'vornamenachname',
    'nameundvorname',
    'ansprechpartner',
    'ansprechperson',
    'kontaktperson',
    'ihrname',
    'fullname',
  ],
  antragstellerStrasse: ['antragstellerstrasse', 'strasseantragsteller'],
  antragstellerHausnummer: ['antragstellerhausnummer', 'hausnummerantragsteller'],
  antragstellerPlz: ['antragstellerplz', 'plzantragsteller'],
  antragstellerOrt: ['antragstellerort', 'ortantragsteller'],
  email: ['email', 'emailadresse', 'mail', 'mailadresse', 'epost', 'emailaddress'],
  telefon: [
    'telefon',
    'telefonnummer',
    'telefonnr',
    'tel',
    'telnr',
    'rufnummer',
    'phone',
    'mobil',
    'mobilnummer',
    'handy',
    'festnetz',
  ],
  datum: ['datum', 'antragsdatum', 'date'],
};

/** Keys whose value is a day (dd.mm.yyyy); a date input wants yyyy-mm-dd. */
const DATUM_KEYS: ReadonlySet<TFormfillerDatenKey> = new Set(['baubeginn', 'bauende', 'datum']);

/** Field types that are never filled. */
const NIE_FUELLEN = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file', 'password']);

const SOURCE_WEIGHT = { label: 1, name: 0.9, id: 0.9, placeholder: 0.8 } as const;

/** How well one text (label, name, …) names a value: 10 exact, 6 one of its words, 5 contained (long synonyms only). */
function scoreText(text: string, synonyme: readonly string[]): { score: number; laenge: number } {
  const compact = compactOf(text);
  if (!compact) return { score: 0, laenge: 0 };
  const tokens = tokensOf(text);
  let best = { score: 0, laenge: 0 };
  for (const syn of synonyme) {
    let score = 0;
    if (compact === syn) score = 10;
    else if (tokens.includes(syn)) score = 6;
    else if (syn.length >= 5 && compact.includes(syn)) score = 5;
    if (score > best.score || (score === best.score && score > 0 && syn.length > best.laenge))
      best = { score, laenge: syn.length };
  }
  return best;
}

/** The value a field is best named for, or null. A field of type email/tel leans towards e-mail/telephone. */
export function erkenneFeld(feld: TMappingFeld): TFormfillerDatenKey | null {
  return erkenne(feld).key;
}

function erkenne(feld: TMappingFeld): { key: TFormfillerDatenKey | null; score: number } {
  const type = feld.type.toLowerCase();
  if (NIE_FUELLEN.has(type)) return { key: null, score: 0 };
  let best: { key: TFormfillerDatenKey | null; score: number; laenge: number } = { key: null, score: 0, laenge: 0 };
  for (const key of Object.keys(FORMFILLER_SYNONYME) as TFormfillerDatenKey[]) {
    const synonyme = FORMFILLER_SYNONYME[key];
    let score = 0;
    let laenge = 0;
    for (const source of ['label', 'name', 'id', 'placeholder'] as const) {
      const r = scoreText(feld[source], synonyme);
      // a radio's label is its option ('Planung'); its name names the group ('vorgangsart')
      const weight = type === 'radio' && source === 'label' ? 0.5 : SOURCE_WEIGHT[source];
      const weighted = r.score * weight;
      if (weighted > score || (weighted === score && r.laenge > laenge)) {
        score = weighted;
        laenge = r.laenge;
      }
    }
    if (type === 'email' && key === 'email') score += 5;
    if (type === 'tel' && key === 'telefon') score += 5;
    if (type === 'date' && DATUM_KEYS.has(key) && score > 0) score += 1;
    if (score > best.score || (score === best.score && score > 0 && laenge > best.laenge))
      best = { key, score, laenge };
  }
  return best.score >= 4.5 ? { key: best.key, score: best.score } : { key: null, score: 0 };
}

/** dd.mm.yyyy → yyyy-mm-dd (a date input's value); anything else unchanged. */
export function isoTagVonDeutsch(value: string): string {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
}

/** The option of a select whose text or value reads like the order's value ('Planung' ~ 'planung', 'Gas' ⊂ 'Gas, Wasser'). */
export function passendeOption(options: TMappingFeld['options'], value: string): string | null {
  const v = compactOf(value);
  if (!v) return null;
  const exact = options.find((o) => compactOf(o.label) === v || compactOf(o.value) === v);
  if (exact) return exact.value;
  const partial = options.find((o) => {
    const l = compactOf(o.label);
    return l.length >= 3 && (v.includes(l) || l.includes(v));
  });
  return partial ? partial.value : null;
}

const truthy = (value: string): boolean => value.trim() !== '' && !/^(0|nein|false|no)$/i.test(value.trim());

/** The proposal for one field from the order's values (`werte`: FORMFILLER_DATEN keys → text, dates dd.mm.yyyy). */
export function vorschlagFuer(feld: TMappingFeld, werte: Readonly<Record<string, string>>): TFormfillerVorschlag {
  const none: TFormfillerVorschlag = { index: feld.index, key: null, value: '', include: false };
  const { key, score } = erkenne(feld);
  if (!key) return none;
  const type = feld.type.toLowerCase();
  // a checkbox is ticked on a clear name only (a consent box 'Datenschutzhinweise gelesen' is the case worker's call)
  if (type === 'checkbox' && score < 8) return none;
  const raw = werte[key] ?? '';
  if (raw.trim() === '') return { ...none, key };
  const tag = feld.tagName.toUpperCase();
  if (type === 'checkbox' || type === 'radio' || tag === 'PDFCHECKBOX') {
    // a radio/checkbox named for a value is ticked when its own text is that value (Vorgangsart: 'Planung'), a lone
    // checkbox when the value is set at all
    const own = compactOf(feld.label) || compactOf(feld.options[0]?.label ?? '');
    const checked =
      type === 'radio' ? own !== '' && (own === compactOf(raw) || compactOf(raw).includes(own)) : truthy(raw);
    return { index: feld.index, key, value: raw, checked, include: checked };
  }
  if (tag === 'SELECT' || tag === 'PDFDROPDOWN' || tag === 'PDFOPTIONLIST' || tag === 'PDFRADIOGROUP') {
    const option = passendeOption(feld.options, raw);
    return option === null ? { ...none, key } : { index: feld.index, key, value: option, include: true };
  }
  const value = type === 'date' && DATUM_KEYS.has(key) ? isoTagVonDeutsch(raw) : raw;
  return { index: feld.index, key, value, include: true };
}

/** Proposals for every field, in the fields' order. */
export function formfillerVorschlaege(
  felder: readonly TMappingFeld[],
  werte: Readonly<Record<string, string>>,
): TFormfillerVorschlag[] {
  return felder.map((f) => vorschlagFuer(f, werte));
}

/** The order's data as stored, for `formfillerWerte`. Days as yyyy-mm-dd. */
export interface TFormfillerQuelle {
  vorgangsnummer: string;
  vorhaben: string;
  projektangaben: string;
  vorgangsart: string;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  gemarkung: string | null;
  flurstuecknummer: string | null;
  bautiefe: string;
  baustart: string;
  bauende: string;
  netzarten: readonly string[];
  /** The applicant (personTyp 1), whose contact data an operator's form asks for. */
  antragsteller: {
    firma: string | null;
    vorname: string;
    name: string;
    strasse: string;
    hausnummer: string;
    plz: string;
    ort: string;
    telefon: string;
    email: string;
  } | null;
  /** Today as yyyy-mm-dd (the form's 'Datum'). */
  heute: string;
}

const deutschesDatum = (iso: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : iso;
};

/** The flat values the mapping fills in (keys of FORMFILLER_DATEN; dates as dd.mm.yyyy). */
export function formfillerWerte(q: TFormfillerQuelle): Record<TFormfillerDatenKey, string> {
  const p = q.antragsteller;
  return {
    vorgangsnummer: q.vorgangsnummer,
    vorhaben: q.vorhaben,
    projektangaben: q.projektangaben,
    vorgangsart: q.vorgangsart,
    strasse: q.strasse,
    hausnummer: q.hausnummer,
    strasseHausnummer: `${q.strasse} ${q.hausnummer}`.trim(),
    plz: q.plz,
    ort: q.ort,
    gemarkung: q.gemarkung ?? '',
    flurstueck: q.flurstuecknummer ?? '',
    bautiefe: q.bautiefe,
    baubeginn: deutschesDatum(q.baustart),
    bauende: deutschesDatum(q.bauende),
    netzarten: q.netzarten.join(', '),
    firma: p?.firma ?? '',
    vorname: p?.vorname ?? '',
    nachname: p?.name ?? '',
    vollerName: p ? `${p.vorname} ${p.name}`.trim() : '',
    antragstellerStrasse: p?.strasse ?? '',
    antragstellerHausnummer: p?.hausnummer ?? '',
    antragstellerPlz: p?.plz ?? '',
    antragstellerOrt: p?.ort ?? '',
    email: p?.email ?? '',
    telefon: p?.telefon ?? '',
    datum: deutschesDatum(q.heute),
  };
}
