// Domain-wide benchmark data: six years of a provider's cases — at scale 1 200,000 orders (Aufträge) with their
// requests, parties, sites, offers, 2,000,000 supplier rows with follow-ups and mail jobs, about 500,000 invoices,
// 300,000 dunning notices, the history of it all and 100,000 users — so that every back-office list has pages to show in
// its default view and with its 'show completed' switch. Plain multi-row inserts through kysely (no ORM objects),
// deterministic from the seed and a fixed base date. Runs once per database, after seedDemo (it reads operators,
// municipalities, Netzarten, roles, templates and the price list from there).
import { performance } from 'node:perf_hooks';
import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import {
  ABLEHN_GRUND,
  AUFMERKSAMKEIT,
  MAHNUNG_VORLAGEN_DEFAULT,
  RECHNUNGS_POSITION_DEFAULT,
  type TAntragStatus,
} from '@lap/contracts';
import {
  bearbeitungsFrist,
  berlinZeitpunkt,
  formatRechnungsnummer,
  formatVorgangsnummer,
  jobWerteAus,
  lineTotalCents,
  proposePositions,
  seededRandom,
  waehleMailVorlage,
  type TMailJobWerte,
  type TPreislistePosten,
} from '@lap/domain';
import { listZaehler, type Em } from '@lap/db';

export interface DomainData {
  counts: Record<string, number>; // rows written per table
  ms: number; // total generation time
  sample: { auftragId: string; rechnungId: string; mahnungId: string; sachbearbeiterId: string; kundeId: string };
}

// ---------------------------------------------------------------------------------------------------------------
// Sizes and distributions (scale 1)

/** Everything happens before this instant; nothing depends on the clock of the machine. */
const BASE = Date.UTC(2026, 10, 1);
const HOUR = 3_600_000;
const DAY = 86_400_000;
const SIX_YEARS = 2190;

const SCALE_1 = {
  auftraege: 200_000,
  // requests that never became an order (draft, new, offer open, rejected, ended by the provider)
  ohneAuftrag: 25_000,
  nutzer: 100_000,
  sachbearbeiter: 48,
  admins: 4,
  // former colleagues: deleted accounts without a role that still wrote history rows
  ehemalige: 6,
};
const VERSORGER_JE_AUFTRAG = 10;
/** Cases per transaction: all rows of a case are written together, so every chunk is consistent on its own. */
const CHUNK = 1000;

type AuftragArt = 'bearbeitung' | 'vorkasseOffen' | 'fertig' | 'versandt' | 'bezahlt' | 'mahnung' | 'uneinbringlich';

/**
 * Where orders stand (spec 001 §4). Open work (bearbeitung, vorkasseOffen, fertig) is recent; paid orders fill the six
 * years; 'versandt' waits for payment, 'mahnung' is in dunning (9–11), 'uneinbringlich' ended it (12).
 */
const AUFTRAG_ARTEN: ReadonlyArray<readonly [AuftragArt, number]> = [
  ['bearbeitung', 0.05],
  ['vorkasseOffen', 0.02],
  ['fertig', 0.02],
  ['versandt', 0.05],
  ['bezahlt', 0.72],
  ['mahnung', 0.1],
  ['uneinbringlich', 0.04],
];
/** Requests without an order by status: 1 draft, 2 new, 3 offer sent, 4 offer rejected, 8 ended by the provider. */
const OHNE_AUFTRAG_STATUS: ReadonlyArray<readonly [TAntragStatus, number]> = [
  [1, 0.2],
  [2, 0.25],
  [3, 0.25],
  [4, 0.2],
  [8, 0.1],
];
/** Paid orders that went through dunning first ('formerly late'): their notices are all closed. */
const ANTEIL_SPAET_BEZAHLT = 0.42;
const ANTEIL_STORNO = 0.3;
const ANTEIL_VORKASSE = 0.12;
/** Further invoices of an order after the first (Nachträge): 0, 1, 2, 3 with these weights. */
const NACHTRAEGE: ReadonlyArray<readonly [number, number]> = [
  [0, 0.38],
  [1, 0.32],
  [2, 0.2],
  [3, 0.1],
];

// ---------------------------------------------------------------------------------------------------------------
// Randomness: one seeded stream (seededRandom from @lap/domain) for the structure of the cases, hashes of (seed, index)
// for the cosmetic data of users so that a user's name is the same wherever it is copied (app_user, person, invoice
// address).

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = seededRandom(seed);
  }
  float(): number {
    return this.next();
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return at(xs, this.int(xs.length));
  }
  weighted<T>(table: ReadonlyArray<readonly [T, number]>): T {
    let u = this.next() * table.reduce((s, [, w]) => s + w, 0);
    for (const [value, w] of table) {
      u -= w;
      if (u < 0) return value;
    }
    return at(table, table.length - 1)[0];
  }
  /** An age in days with more cases recently (the business grew: density 2 today, 1 six years ago). */
  wachstum(maxDays = SIX_YEARS): number {
    return maxDays * (2 - Math.sqrt(4 - 3 * this.next()));
  }
}

function hash(seed: number, n: number, salt: number): number {
  let h =
    Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(n + 0x632be5ab, 0xc2b2ae35) ^ Math.imul(salt + 1, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

function at<T>(xs: readonly T[], i: number): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`domain-data: index ${i} of ${xs.length}`);
  return x;
}

const ggT = (a: number, c: number): number => (c === 0 ? a : ggT(c, a % c));
/** Strides through the operator list: ten picks with a stride coprime to its length are ten different operators. */
const SCHRITTE = [1, 3, 7, 11, 13, 17, 19];
const sbTelefon = (idx: number) => `03525 700-${String(200 + idx).padStart(3, '0')}`;

const uuid = (prefix: string, n: number): string => `${prefix}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
// prefixes apart from orders.bench.ts (a…e0000000)
const ID = {
  antrag: 'f1000000',
  auftrag: 'f2000000',
  versorger: 'f3000000',
  angebot: 'f4000000',
  rechnung: 'f5000000',
  mahnung: 'f6000000',
  nutzer: 'f7000000',
  mailJob: 'f8000000',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Names

const VORNAMEN = [
  'Anna',
  'Bernd',
  'Carla',
  'Dirk',
  'Elke',
  'Frank',
  'Gabi',
  'Holger',
  'Ines',
  'Jens',
  'Katrin',
  'Lars',
  'Maren',
  'Nils',
  'Olaf',
  'Petra',
  'Ralf',
  'Silke',
  'Timo',
  'Ute',
  'Volker',
  'Wiebke',
  'Yvonne',
  'Uwe',
];
const NACHNAMEN = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Krause',
  'Lehmann',
  'Köhler',
];
const FIRMEN = [
  'Tiefbau',
  'Elektro',
  'Rohrleitungsbau',
  'Ingenieurbüro',
  'Bauunternehmung',
  'Kabelbau',
  'Straßenbau',
  'Haustechnik',
  'Vermessungsbüro',
  'Glasfaserbau',
];
const STRASSEN = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Goethestraße',
  'Lessingstraße',
  'Schillerstraße',
  'Gartenstraße',
  'Dorfstraße',
  'Lindenallee',
  'Am Markt',
  'Feldweg',
  'Mühlenweg',
  'Industriestraße',
];
const VORHABEN = [
  'Neubau Einfamilienhaus',
  'Hausanschluss Trinkwasser',
  'Glasfaserausbau Ortsnetz',
  'Erneuerung Gehweg',
  'Kanalsanierung',
  'Neubau Carport mit Fundament',
  'Verlegung Stromkabel',
  'Baumpflanzung Straßenbegleitgrün',
  'Erschließung Wohngebiet',
  'Leitungsbau Abschnitt',
];
const AUSKUNFT_BEMERKUNGEN = [
  'Pläne per E-Mail erhalten',
  'Keine Leitungen im Baufeld',
  'Auskunft über Portal abgerufen',
  'Pläne per Post, eingescannt',
  null,
  null,
];
const ablehnText = 'Das Angebot passt nicht zu unserem Bedarf.';

const ascii = (s: string) =>
  s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');

interface Partei {
  firma: string | null;
  vorname: string;
  name: string;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  telefon: string;
  email: string;
}

// ---------------------------------------------------------------------------------------------------------------
// German days and money (cached: millions of calls)

const berlinDayFmt = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayCache = new Map<number, string>();
/** The Berlin calendar day of an instant, 'YYYY-MM-DD' (cached per hour: the day changes on the hour). */
function berlinDay(ms: number): string {
  const hour = Math.floor(ms / HOUR);
  let day = dayCache.get(hour);
  if (day === undefined) {
    day = berlinDayFmt.format(new Date(hour * HOUR));
    dayCache.set(hour, day);
  }
  return day;
}
const deutsch = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const addDaysTo = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const moneyFmt = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const euro = (cents: number) => moneyFmt.format(cents / 100).replace(/\u00a0/g, ' ');

const fristCache = new Map<string, string>();
function frist(day: string, eil: boolean): string {
  const key = `${day}${eil ? 'e' : ''}`;
  let f = fristCache.get(key);
  if (f === undefined) {
    f = bearbeitungsFrist(day, eil);
    fristCache.set(key, f);
  }
  return f;
}
const vorlageCache = new Map<string, number>();
/** A follow-up: 08:00 Berlin one week after the day asked (spec 001 §4, §9). */
function vorlageAm(angefragt: number): number {
  const day = addDaysTo(berlinDay(angefragt), 7);
  let ms = vorlageCache.get(day);
  if (ms === undefined) {
    ms = berlinZeitpunkt(day).getTime();
    vorlageCache.set(day, ms);
  }
  return ms;
}

// ---------------------------------------------------------------------------------------------------------------
// The plan of a case: its structure and times, drawn before any row is written (cases are then written in time order,
// so Vorgangsnummern and ids run with the calendar).

interface RechnungPlan {
  art: 'rechnung' | 'vorkasse' | 'gebuehr' | 'storno' | 'nachtrag';
  erstellt: number;
  /** issued and sent (number, date); null: a draft */
  versandt: number | null;
  storniert: boolean;
  /** on a cancellation: the index of the invoice it cancels */
  stornoVon: number | null;
  bezahlt: number | null;
  /** the prepayment invoice sent by the worker (no case worker as sender) */
  autoVersand: boolean;
}

interface MahnungPlan {
  rechnung: number;
  stufe: 1 | 2 | 3 | 4;
  erstellt: number;
  /** sent; null: prepared, not sent yet */
  versandt: number | null;
  abgeschlossen: boolean;
}

interface AuftragPlan {
  art: AuftragArt;
  datum: number;
  prioritaet: number;
  bearbeitungsStatus: 0 | 1 | 2 | 3;
  vorkasse: boolean;
  vorkasseBezahlt: number | null;
  /** processing starts (the order, or the prepayment's arrival) */
  start: number;
  abgeschlossen: number | null;
  /** without it the prepayment invoice waits for an invoice address */
  rechnungsadresse: boolean;
  rechnungen: RechnungPlan[];
  mahnungen: MahnungPlan[];
}

interface Fall {
  /** ordinal in time order: the id counter */
  n: number;
  t: number;
  status: TAntragStatus;
  ownerIdx: number;
  vorgangsart: 1 | 2;
  eil: boolean;
  identisch: boolean;
  bauUnbekannt: boolean;
  gemeinden: Array<{ idx: number; disabled: boolean }>;
  netzarten: number[];
  /** offsets from t (ms) */
  versand: number | null;
  angebot: { erstellt: number; versandt: number | null; vorkasse: boolean; rabatt: number | null } | null;
  ende: number | null; // status 8: ended by the provider
  /** the last event of the case (updated_at) */
  letzte: number;
  auftrag: AuftragPlan | null;
  bearbeiterIdx: number;
}

function planRechnungen(
  r: Rng,
  p: AuftragPlan,
  spaet: boolean,
  mahnStufen: number,
  offenerEntwurf: boolean,
  bezahlt: boolean,
): number {
  // the first invoice once the work is done
  let t = (p.abgeschlossen ?? p.start) + r.between(0.5, 6) * DAY;
  const add = (
    x: Omit<RechnungPlan, 'storniert' | 'stornoVon' | 'bezahlt' | 'autoVersand'> & Partial<RechnungPlan>,
  ) => {
    p.rechnungen.push({ storniert: false, stornoVon: null, bezahlt: null, autoVersand: false, ...x });
    return p.rechnungen.length - 1;
  };
  const gueltig: Array<{ i: number; ab: number }> = [];
  const first = add({ art: 'rechnung', erstellt: t - r.between(1, 48) * HOUR, versandt: t });
  if (r.chance(ANTEIL_STORNO)) {
    // cancelled and recreated (PutStorniereRechnung with the flag): Storno and a corrected copy
    const storno = t + r.between(2, 20) * DAY;
    const orig = p.rechnungen[first];
    if (orig) orig.storniert = true;
    add({ art: 'storno', erstellt: storno, versandt: storno, stornoVon: first });
    t = storno + r.between(0.1, 3) * DAY;
    gueltig.push({ i: add({ art: 'rechnung', erstellt: storno, versandt: t }), ab: t });
  } else gueltig.push({ i: first, ab: t });
  for (let k = r.weighted(NACHTRAEGE); k > 0; k--) {
    t += r.between(5, 40) * DAY;
    gueltig.push({ i: add({ art: 'nachtrag', erstellt: t - r.between(1, 24) * HOUR, versandt: t }), ab: t });
  }
  let ende = t;
  // dunning: every valid invoice through the same levels, 30 days after it was sent and then every three weeks; a
  // prepared next notice closes the sent ones (neueMahnung), level 4 closes all
  let ersteMahnung: number | null = null;
  for (const g of gueltig) {
    for (let stufe = 1; stufe <= mahnStufen; stufe++) {
      const am = g.ab + (30 + 21 * (stufe - 1) + r.between(0, 4)) * DAY;
      p.mahnungen.push({
        rechnung: g.i,
        stufe: stufe as 1 | 2 | 3 | 4,
        erstellt: am - r.between(1, 48) * HOUR,
        versandt: am,
        abgeschlossen: spaet || stufe < mahnStufen || stufe === 4 || offenerEntwurf,
      });
      ersteMahnung = Math.min(ersteMahnung ?? am, am);
      ende = Math.max(ende, am);
    }
    if (offenerEntwurf && mahnStufen < 4) {
      const am = g.ab + (30 + 21 * mahnStufen + r.between(0, 4)) * DAY;
      p.mahnungen.push({
        rechnung: g.i,
        stufe: (mahnStufen + 1) as 1 | 2 | 3 | 4,
        erstellt: am,
        versandt: null,
        abgeschlossen: false,
      });
      ende = Math.max(ende, am);
    }
  }
  if (ersteMahnung !== null && r.chance(0.5)) {
    // a fee invoice for the dunning costs
    const am = ersteMahnung + r.between(1, 3) * DAY;
    add({ art: 'gebuehr', erstellt: am - HOUR, versandt: am });
    ende = Math.max(ende, am);
  }
  if (offenerEntwurf && mahnStufen === 0) {
    add({ art: 'nachtrag', erstellt: ende + r.between(1, 5) * DAY, versandt: null });
  }
  if (bezahlt) {
    const am = ende + (spaet ? r.between(3, 14) : r.between(3, 28)) * DAY;
    for (const x of p.rechnungen) if (x.versandt !== null && !x.storniert && x.art !== 'storno') x.bezahlt = am;
    ende = am;
  }
  return ende;
}

function planAuftrag(
  r: Rng,
  art: AuftragArt,
  datum: number,
): { plan: AuftragPlan; ende: number; status: TAntragStatus } {
  const p: AuftragPlan = {
    art,
    datum,
    prioritaet: r.weighted([
      [1, 0.08],
      [2, 0.17],
      [3, 0.65],
      [4, 0.1],
    ] as const),
    bearbeitungsStatus: 3,
    vorkasse: art === 'vorkasseOffen' || ((art === 'bearbeitung' || art === 'bezahlt') && r.chance(ANTEIL_VORKASSE)),
    vorkasseBezahlt: null,
    start: datum,
    abgeschlossen: null,
    rechnungsadresse: true,
    rechnungen: [],
    mahnungen: [],
  };
  if (p.vorkasse) {
    // the prepayment invoice is made with the order and sent by the worker once the invoice address is known
    const wartet = art === 'vorkasseOffen' && r.chance(0.15);
    const versandt = wartet ? null : datum + r.between(0.05, 2) * DAY;
    p.rechnungsadresse = !wartet;
    p.rechnungen.push({
      art: 'vorkasse',
      erstellt: datum,
      versandt,
      storniert: false,
      stornoVon: null,
      bezahlt: null,
      autoVersand: true,
    });
    if (art === 'vorkasseOffen') {
      // mostly not started; some already asked the operators (demo: 'Auskünfte trotzdem bereits angefragt')
      p.bearbeitungsStatus = r.weighted([
        [0, 0.8],
        [1, 0.1],
        [2, 0.1],
      ] as const);
      if (versandt === null) return { plan: p, ende: datum, status: 5 };
      if (!r.chance(0.15)) return { plan: p, ende: versandt, status: 6 };
      // the prepayment invoice in dunning
      const stufen = r.chance(0.7) ? 1 : 2;
      let ende = versandt;
      for (let stufe = 1; stufe <= stufen; stufe++) {
        ende = versandt + (30 + 21 * (stufe - 1) + r.between(0, 4)) * DAY;
        p.mahnungen.push({
          rechnung: 0,
          stufe: stufe as 1 | 2,
          erstellt: ende - r.between(1, 48) * HOUR,
          versandt: ende,
          abgeschlossen: stufe < stufen,
        });
      }
      return { plan: p, ende, status: (8 + stufen) as TAntragStatus };
    }
    // CompleteVorkassen: the payment arrived, processing starts, the request is paid (7)
    p.vorkasseBezahlt = (versandt ?? datum) + r.between(2, 20) * DAY;
    const vk = p.rechnungen[0];
    if (vk) vk.bezahlt = p.vorkasseBezahlt;
    p.start = p.vorkasseBezahlt;
  }
  if (art === 'bearbeitung') {
    p.bearbeitungsStatus = r.weighted([
      [0, 0.25],
      [1, 0.35],
      [2, 0.4],
    ] as const);
    return { plan: p, ende: p.start + HOUR, status: p.vorkasse ? 7 : 5 };
  }
  p.abgeschlossen = p.start + r.between(3, 25) * DAY;
  const ende = p.abgeschlossen;
  if (p.vorkasse) return { plan: p, ende, status: 7 };
  switch (art) {
    case 'fertig':
      if (r.chance(0.5))
        p.rechnungen.push({
          art: 'rechnung',
          erstellt: p.abgeschlossen + r.between(0.1, 3) * DAY,
          versandt: null,
          storniert: false,
          stornoVon: null,
          bezahlt: null,
          autoVersand: false,
        });
      return { plan: p, ende: Math.max(ende, p.rechnungen[0]?.erstellt ?? 0), status: 5 };
    case 'versandt':
      return { plan: p, ende: planRechnungen(r, p, false, 0, r.chance(0.05), false), status: 6 };
    case 'bezahlt': {
      const spaet = r.chance(ANTEIL_SPAET_BEZAHLT);
      const stufen = spaet
        ? r.weighted([
            [1, 0.6],
            [2, 0.3],
            [3, 0.1],
          ] as const)
        : 0;
      return { plan: p, ende: planRechnungen(r, p, spaet, stufen, false, true), status: 7 };
    }
    case 'mahnung': {
      const stufen = r.weighted([
        [1, 0.45],
        [2, 0.3],
        [3, 0.25],
      ] as const);
      return {
        plan: p,
        ende: planRechnungen(r, p, false, stufen, r.chance(0.2), false),
        status: (8 + stufen) as TAntragStatus,
      };
    }
    case 'uneinbringlich':
      return { plan: p, ende: planRechnungen(r, p, false, 4, false, false), status: 12 };
    default:
      return { plan: p, ende, status: 5 };
  }
}

/** How long ago a case of this kind was created, given the time its history needs (days). */
function alterTage(r: Rng, art: AuftragArt | TAntragStatus, dauerTage: number): number {
  const min = dauerTage + 0.1;
  switch (art) {
    case 'bearbeitung':
    case 'vorkasseOffen':
      return Math.max(min, r.chance(0.85) ? r.between(0, 75) : r.between(75, 730));
    case 'fertig':
      return Math.max(min, r.chance(0.9) ? r.between(3, 50) : r.between(50, 365));
    case 'versandt':
      // sent, not yet due for dunning
      return min + r.between(0.5, 25);
    case 'mahnung':
      return min + (r.chance(0.7) ? r.between(0.5, 20) : r.between(20, 700));
    case 1:
      return r.chance(0.5) ? r.between(0, 60) : r.wachstum();
    case 2:
      return r.between(0, 14);
    case 3:
      return Math.max(min, r.chance(0.9) ? r.between(3, 60) : r.wachstum());
    default:
      return Math.max(min, r.wachstum());
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Writing rows

type Dialect = 'sqlite' | 'mysql';

/** Columns of each table as the migrations define them (nothing else is written). */
const COLUMNS = {
  app_user: [
    'id',
    'email',
    'password_hash',
    'vorname',
    'name',
    'firma',
    'keine_firma',
    'strasse',
    'hausnummer',
    'plz',
    'ort',
    'telefon',
    'email_confirmed',
    'datenschutz_akzeptiert',
    'email_antrag_gesendet',
    'email_antrag_bearbeitet',
    'email_bearbeitung_abgeschlossen',
    'newsletter_akzeptiert',
    'registrierungs_grund',
    'bemerkung',
    'meister_bereich',
    'legacy_migrated',
    'deleted_at',
    'created_at',
    'updated_at',
  ],
  user_role: ['user_id', 'role_id'],
  antrag: [
    'id',
    'vorgangsnummer',
    'owner_id',
    'antrag_status',
    'vorgangsart',
    'eilbearbeitung',
    'vorhaben',
    'projektangaben',
    'strasse',
    'hausnummer',
    'plz',
    'ort',
    'bautiefe',
    'gemarkung',
    'flurstuecknummer',
    'baustart',
    'bauende',
    'identisch_mit_antragsteller',
    'bauausfuehrender_unbekannt',
    'anerkennung_agb',
    'sonstige_betreiber',
    'ablehn_grund',
    'ablehn_text',
    'create_date',
    'datum_versand',
    'updated_at',
  ],
  person: [
    'id',
    'antrag_id',
    'person_typ',
    'firma',
    'vorname',
    'name',
    'strasse',
    'hausnummer',
    'plz',
    'ort',
    'telefon',
    'email',
  ],
  map_feature: ['id', 'antrag_id', 'wkt', 'min_x', 'min_y', 'max_x', 'max_y', 'created_at'],
  map_position: ['id', 'antrag_id', 'lat', 'lng', 'zoom', 'position_wkt', 'updated_at'],
  antrag_gemeinde: ['id', 'antrag_id', 'gemeinde_id', 'disabled'],
  antrag_netzart: ['antrag_id', 'netzart_id'],
  angebot: ['id', 'antrag_id', 'vorkasse_status', 'angebot_versand', 'bemerkung', 'rabatt', 'created_at', 'updated_at'],
  angebot_position: [
    'id',
    'angebot_id',
    'sortierung',
    'position',
    'anzahl',
    'beschreibung',
    'einheit',
    'einzelpreis_cent',
    'gesamtpreis_cent',
  ],
  rechnungsadresse: [
    'id',
    'antrag_id',
    'rechnung_email',
    'firma',
    'firma_zusatz1',
    'vorname',
    'name',
    'strasse',
    'hausnummer',
    'plz',
    'ort',
    'land',
    'ausland',
    'ust_id_nr',
    'adressen_aenderung',
    'projektnummer',
    'keine_projektnummer',
    'created_at',
    'updated_at',
  ],
  auftrag: [
    'id',
    'antrag_id',
    'auftrags_datum',
    'prioritaet',
    'bearbeitungs_status',
    'bearbeiter_id',
    'vorkasse',
    'vorkasse_bezahlt_am',
    'bearbeitungs_frist',
    'bemerkung',
    'abgeschlossen_am',
    'created_at',
    'updated_at',
  ],
  auftrag_position: [
    'id',
    'auftrag_id',
    'position_name',
    'position',
    'beschreibung',
    'netzart_id',
    'sortierung',
    'is_deleted',
    'created_at',
  ],
  versorger: [
    'id',
    'auftrag_id',
    'netzbetreiber_id',
    'position_id',
    'versorger_name',
    'email',
    'telefon',
    'kontakt',
    'bemerkung',
    'portal_link',
    'abfrageart',
    'netzbetreiber_url',
    'netzbetreiber_aktion_url',
    'email_generierung_aktion_url',
    'angefragt_datum',
    'auskunft_datum',
    'vorlage_datum',
    'wiedervorlage_bemerkung',
    'abgeschlossen',
    'nicht_betroffen',
    'auskunft_bemerkung',
    'anfrage_status',
    'automatik_versand',
    'sachbearbeiter_id',
    'created_at',
    'updated_at',
  ],
  versorger_gemeinde: ['id', 'versorger_id', 'gemeinde_id', 'disabled', 'getroffen'],
  mail_versand_job: [
    'id',
    'versorger_id',
    'versorger_name',
    'versendet',
    'empfaenger',
    'betreff',
    'mail_body',
    'anrede',
    'ort',
    'bauausfuehrende',
    'auftraggeber',
    'bau_beschreibung',
    'karten_link',
    'bearbeiter',
    'telefon_bearbeiter',
    'automatik_versand',
    'mailvorlage_id',
    'vorlage_date',
    'angefragt_date',
    'auskunft_date',
    'created_at',
    'updated_at',
  ],
  rechnung: [
    'id',
    'auftrag_id',
    'auftrags_datum',
    'rechnungs_nummer',
    'rechnungs_datum',
    'rechnung_versandt',
    'rechnung_generiert',
    'storniert',
    'storniert_rechnung_id',
    'vorkasse',
    'auto_versand',
    'gebuehren_rechnung',
    'ust_id_nr',
    'ausland',
    'mwst',
    'kaeufer',
    'leistung_von',
    'leistung_bis',
    'zahlungsziel_tage',
    'versandt_von_id',
    'bezahlt_am',
    'abgeschlossen',
    'created_at',
    'updated_at',
  ],
  rechnungs_position: [
    'id',
    'rechnung_id',
    'sortierung',
    'position',
    'anzahl',
    'beschreibung',
    'einheit',
    'einzelpreis_cent',
    'gesamtpreis_cent',
  ],
  mahnung: [
    'id',
    'rechnung_id',
    'auftrag_id',
    'mahnung_status',
    'mahnung_date',
    'mahnung_faellig',
    'rechnungs_email',
    'betreff',
    'mailtext',
    'sachbearbeiter_id',
    'abgeschlossen',
    'zinsen_cent',
    'netto_cent',
    'rechnung_versandt',
    'created_at',
    'updated_at',
  ],
  historie: [
    'id',
    'aktion',
    'user_id',
    'antrag_id',
    'auftrag_id',
    'versorger_id',
    'beschreibung',
    'anfrage_status',
    'created_at',
  ],
} as const;
type Table = keyof typeof COLUMNS;
/** Tables with an auto-increment id: the generator assigns it, so the rows do not depend on the order statements run in. */
const SERIELL = [
  'person',
  'map_feature',
  'map_position',
  'antrag_gemeinde',
  'angebot_position',
  'rechnungsadresse',
  'auftrag_position',
  'versorger_gemeinde',
  'rechnungs_position',
  'historie',
] as const;
type SerielleTabelle = (typeof SERIELL)[number];
/** Insert order: parents first (SQLite checks foreign keys on every statement). */
const TABLES = Object.keys(COLUMNS) as Table[];

class Writer {
  private buffers = new Map<Table, unknown[][]>();
  private readonly nextId = new Map<SerielleTabelle, number>();
  readonly counts: Record<string, number> = {};
  private readonly maxParams: number;

  constructor(dialect: Dialect, firstIds: Record<SerielleTabelle, number>) {
    // MariaDB allows 65,535 placeholders per statement, SQLite 32,766
    this.maxParams = dialect === 'mysql' ? 65_535 : 32_766;
    for (const t of TABLES) this.counts[t] = 0;
    for (const t of SERIELL) this.nextId.set(t, firstIds[t]);
  }

  add(table: Table, row: unknown[]): void {
    if (row.length !== COLUMNS[table].length)
      throw new Error(`domain-data: ${table} row has ${row.length} values for ${COLUMNS[table].length} columns`);
    let rows = this.buffers.get(table);
    if (!rows) this.buffers.set(table, (rows = []));
    rows.push(row);
    this.counts[table] = (this.counts[table] ?? 0) + 1;
  }

  /** A row of a table with an auto-increment id: the id is prepended and returned. */
  addSeriell(table: SerielleTabelle, row: unknown[]): number {
    const id = this.nextId.get(table) ?? 1;
    this.nextId.set(table, id + 1);
    this.add(table, [id, ...row]);
    return id;
  }

  /** The rows added since the last call. */
  take(): Map<Table, unknown[][]> {
    const taken = this.buffers;
    this.buffers = new Map();
    return taken;
  }

  /** Writes rows, ~1000 per statement (fewer for wide tables), parents before children. */
  async write(k: Kysely<Record<string, Record<string, unknown>>>, buffers: Map<Table, unknown[][]>): Promise<void> {
    for (const table of TABLES) {
      const rows = buffers.get(table);
      if (!rows || rows.length === 0) continue;
      const columns = COLUMNS[table];
      const perStatement = Math.max(1, Math.min(1000, Math.floor(this.maxParams / columns.length)));
      const head = `insert into \`${table}\` (${columns.map((c) => `\`${c}\``).join(', ')}) values `;
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      for (let i = 0; i < rows.length; i += perStatement) {
        const batch = rows.slice(i, i + perStatement);
        const params: unknown[] = [];
        for (const row of batch) for (const v of row) params.push(v);
        await k.executeQuery(
          CompiledQuery.raw(head + Array.from({ length: batch.length }, () => tuple).join(', '), params),
        );
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Master data read from the demo seed

interface Stammdaten {
  gemeinden: Array<{
    id: number;
    name: string;
    minX: number;
    minY: number;
    maxX: number;
    maxY: number;
    nachbarn: number[];
  }>;
  netzarten: Array<{ id: number; name: string }>;
  netzbetreiber: Array<{
    id: number;
    name: string;
    email: string | null;
    telefon: string | null;
    kontakt: string | null;
    bemerkung: string | null;
    portalLink: string | null;
    abfrageart: string;
    netzbetreiberUrl: string | null;
    netzbetreiberAktionUrl: string | null;
    emailGenerierungAktionUrl: string | null;
    automatikVersand: boolean;
  }>;
  vorlagen: Array<{
    id: number;
    netzartId: number | null;
    vorgangsartId: number;
    betreff: string | null;
    mailtext: string;
  }>;
  preisliste: TPreislistePosten[];
  rollen: { Antragsteller: number; SbBereich: number; Administration: number };
  staffPasswordHash: string | null;
  firstIds: Record<SerielleTabelle, number>;
}

async function readStammdaten(k: Kysely<Record<string, Record<string, unknown>>>): Promise<Stammdaten> {
  const rows = async <T>(q: RawBuilder<T>) => (await q.execute(k)).rows;
  const gemeinden = (
    await rows<{ id: number; name: string; min_x: number; min_y: number; max_x: number; max_y: number }>(
      sql`select id, name, min_x, min_y, max_x, max_y from gemeinde order by id`,
    )
  ).map((g) => ({
    id: Number(g.id),
    name: g.name,
    minX: Number(g.min_x),
    minY: Number(g.min_y),
    maxX: Number(g.max_x),
    maxY: Number(g.max_y),
    nachbarn: [] as number[],
  }));
  if (gemeinden.length === 0)
    throw new Error('domain-data: no municipalities — run seedDemo with loadSaxonyGemeinden() first');
  // the two nearest municipalities (by the centres of their boxes) stand in for neighbours a site may reach into
  const centre = (g: (typeof gemeinden)[number]) => [(g.minX + g.maxX) / 2, (g.minY + g.maxY) / 2] as const;
  gemeinden.forEach((g, i) => {
    const [x, y] = centre(g);
    g.nachbarn = gemeinden
      .map((o, j) => ({ j, d: i === j ? Infinity : (centre(o)[0] - x) ** 2 + (centre(o)[1] - y) ** 2 }))
      .sort((a, b) => a.d - b.d || a.j - b.j)
      .slice(0, 2)
      .map((o) => o.j);
  });
  const netzarten = (
    await rows<{ id: number; name: string }>(sql`select id, name from netzart where id <> 20 order by id`)
  ).map((n) => ({ id: Number(n.id), name: n.name }));
  const netzbetreiber = (
    await rows<Record<string, unknown>>(
      sql`select id, name, email, telefon, kontakt, bemerkung, portal_link, abfrageart, netzbetreiber_url, netzbetreiber_aktion_url, email_generierung_aktion_url, automatik_versand from netzbetreiber order by id`,
    )
  ).map((n) => ({
    id: Number(n['id']),
    name: String(n['name']),
    email: (n['email'] as string | null) ?? null,
    telefon: (n['telefon'] as string | null) ?? null,
    kontakt: (n['kontakt'] as string | null) ?? null,
    bemerkung: (n['bemerkung'] as string | null) ?? null,
    portalLink: (n['portal_link'] as string | null) ?? null,
    abfrageart: String(n['abfrageart'] ?? ''),
    netzbetreiberUrl: (n['netzbetreiber_url'] as string | null) ?? null,
    netzbetreiberAktionUrl: (n['netzbetreiber_aktion_url'] as string | null) ?? null,
    emailGenerierungAktionUrl: (n['email_generierung_aktion_url'] as string | null) ?? null,
    automatikVersand: Number(n['automatik_versand']) === 1 || n['automatik_versand'] === true,
  }));
  const vorlagen = (
    await rows<Record<string, unknown>>(
      sql`select id, netzart_id, vorgangsart, betreff, mailtext from mail_vorlage order by id`,
    )
  ).map((v) => ({
    id: Number(v['id']),
    netzartId: v['netzart_id'] === null ? null : Number(v['netzart_id']),
    vorgangsartId: Number(v['vorgangsart']),
    betreff: (v['betreff'] as string | null) ?? null,
    mailtext: String(v['mailtext']),
  }));
  const preisliste = (
    await rows<Record<string, unknown>>(
      sql`select code, bezeichnung, einheit, preis_cent, aktiv from preisliste_eintrag order by sortierung, id`,
    )
  ).map((p) => ({
    code: String(p['code']),
    bezeichnung: String(p['bezeichnung']),
    einheit: String(p['einheit']),
    preisCent: Number(p['preis_cent']),
    aktiv: Number(p['aktiv']) === 1 || p['aktiv'] === true,
  }));
  const rolle = new Map(
    (await rows<{ id: number; name: string }>(sql`select id, name from role`)).map((r) => [r.name, Number(r.id)]),
  );
  const role = (name: string) => {
    const id = rolle.get(name);
    if (id === undefined) throw new Error(`domain-data: role ${name} missing — run seedDemo first`);
    return id;
  };
  const sb = await rows<{ password_hash: string | null }>(
    sql`select password_hash from app_user where email = ${'sb@example.org'}`,
  );
  const firstIds = {} as Record<SerielleTabelle, number>;
  for (const t of SERIELL)
    firstIds[t] =
      Number((await rows<{ m: number | null }>(sql`select max(id) as m from ${sql.table(t)}`))[0]?.m ?? 0) + 1;
  if (netzbetreiber.length === 0 || netzarten.length === 0)
    throw new Error('domain-data: no operators or Netzarten — run seedDemo first');
  return {
    gemeinden,
    netzarten,
    netzbetreiber,
    vorlagen,
    preisliste,
    rollen: {
      Antragsteller: role('Antragsteller'),
      SbBereich: role('SbBereich'),
      Administration: role('Administration'),
    },
    staffPasswordHash: sb[0]?.password_hash ?? null,
    firstIds,
  };
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * Writes the domain at `scale` (1: 200,000 orders …; every count is multiplied) from `seed` (default 1). Returns the rows
 * written per table, the time taken and ids for benchmarks: an open order with open and finished supplier rows, a sent
 * unpaid invoice, an open dunning notice, the busiest case worker and the customer with the most requests.
 */
export async function generateDomain(em: Em, options: { scale?: number; seed?: number } = {}): Promise<DomainData> {
  const started = performance.now();
  const scale = options.scale ?? 1;
  const seed = options.seed ?? 1;
  if (!(scale > 0)) throw new Error('domain-data: scale must be positive');
  const root = em.fork();
  const dialect: Dialect = root.getPlatform().constructor.name.toLowerCase().includes('sqlite') ? 'sqlite' : 'mysql';
  const platform = root.getPlatform();
  const ts = (ms: number): unknown => platform.processDateProperty(new Date(ms));
  const tsOrNull = (ms: number | null): unknown => (ms === null ? null : ts(ms));
  const b = (x: boolean) => (x ? 1 : 0);
  const k0 = root.getKysely<Record<string, Record<string, unknown>>>();
  const stamm = await readStammdaten(k0);

  const count = (n: number, min = 1) => Math.max(min, Math.round(n * scale));
  const nAuftraege = count(SCALE_1.auftraege);
  const nOhne = count(SCALE_1.ohneAuftrag);
  const nStaff = count(SCALE_1.sachbearbeiter, 3);
  const nAdmins = count(SCALE_1.admins, 1);
  const nEhemalige = count(SCALE_1.ehemalige, 1);
  const nKunden = Math.max(10, count(SCALE_1.nutzer) - nStaff - nAdmins - nEhemalige);
  const r = new Rng(seed);

  // --- plan every case, then order them by time -------------------------------------------------------------------
  const faelle: Fall[] = [];
  const planFall = (status: TAntragStatus | null, art: AuftragArt | null): void => {
    const vorgangsart: 1 | 2 = r.chance(0.22) ? 2 : 1;
    const eil = r.chance(0.1);
    const main = r.int(stamm.gemeinden.length);
    const g = at(stamm.gemeinden, main);
    const weitere = r.weighted([
      [0, 0.8],
      [1, 0.15],
      [2, 0.05],
    ] as const);
    const gemeinden = [
      { idx: main, disabled: false },
      ...g.nachbarn.slice(0, weitere).map((idx) => ({ idx, disabled: r.chance(0.1) })),
    ];
    const netzarten = [...new Set(Array.from({ length: 1 + r.int(4) }, () => r.pick(stamm.netzarten).id))].sort(
      (a, c) => a - c,
    );
    const versand = r.between(1, 20) * HOUR;
    const angebotErstellt = versand + r.between(0.5, 2) * DAY;
    const angebotVersandt = angebotErstellt + r.between(1, 30) * HOUR;
    const rabatt = r.chance(0.08) ? r.pick([5, 10, 15]) : null;
    // the staff member who handles the case: a few handle most (the first one is the busiest)
    const bearbeiterIdx = Math.floor(nStaff * r.float() ** 1.6);
    const fall: Fall = {
      n: 0,
      t: 0,
      status: status ?? 5,
      ownerIdx: Math.floor(nKunden * r.float() ** 2.5),
      vorgangsart,
      eil,
      identisch: r.chance(0.7),
      bauUnbekannt: r.chance(0.5),
      gemeinden,
      netzarten,
      versand,
      angebot: null,
      ende: null,
      letzte: 0,
      auftrag: null,
      bearbeiterIdx,
    };
    let dauer: number;
    if (art !== null) {
      const datum = angebotVersandt + r.between(0.2, 6) * DAY;
      const planned = planAuftrag(r, art, datum);
      fall.auftrag = planned.plan;
      fall.status = planned.status;
      fall.angebot = { erstellt: angebotErstellt, versandt: angebotVersandt, vorkasse: planned.plan.vorkasse, rabatt };
      dauer = planned.ende / DAY;
      fall.letzte = planned.ende;
      fall.t = BASE - alterTage(r, art, dauer) * DAY - r.between(0, 1) * HOUR;
    } else {
      const s = status ?? 1;
      if (s === 1) fall.versand = null;
      if (s === 2 && r.chance(0.5))
        fall.angebot = { erstellt: angebotErstellt, versandt: null, vorkasse: false, rabatt };
      if (s >= 3)
        fall.angebot = { erstellt: angebotErstellt, versandt: angebotVersandt, vorkasse: r.chance(0.1), rabatt };
      if (s === 8) fall.ende = angebotVersandt + r.between(1, 20) * DAY;
      fall.letzte = fall.ende ?? (s >= 3 ? angebotVersandt : s === 2 ? versand : 0);
      dauer = fall.letzte / DAY;
      fall.t = BASE - alterTage(r, s, dauer) * DAY - r.between(0, 1) * HOUR;
    }
    faelle.push(fall);
  };
  for (let i = 0; i < nAuftraege; i++) planFall(null, r.weighted(AUFTRAG_ARTEN));
  for (let i = 0; i < nOhne; i++) planFall(r.weighted(OHNE_AUFTRAG_STATUS), null);
  faelle.sort((a, c) => a.t - c.t);
  faelle.forEach((f, i) => (f.n = i));

  // --- users ---------------------------------------------------------------------------------------------------------
  const kunde = (idx: number): Partei => {
    const h = (salt: number) => hash(seed, idx, salt);
    const vorname = at(VORNAMEN, h(1) % VORNAMEN.length);
    const name = at(NACHNAMEN, h(2) % NACHNAMEN.length);
    const privat = h(3) % 3 === 0;
    const g = at(stamm.gemeinden, h(4) % stamm.gemeinden.length);
    return {
      firma: privat ? null : `${at(FIRMEN, h(5) % FIRMEN.length)} ${name} ${h(6) % 2 === 0 ? 'GmbH' : 'e.K.'}`,
      vorname,
      name,
      strasse: at(STRASSEN, h(7) % STRASSEN.length),
      hausnummer: String((h(8) % 120) + 1),
      plz: `0${String(1000 + (h(9) % 8900)).padStart(4, '0')}`,
      ort: g.name.slice(0, 100),
      telefon: `0${3500 + (h(10) % 700)} ${100000 + (h(11) % 900000)}`,
      email: `${ascii(vorname)}.${ascii(name)}.${idx}@${h(12) % 2 === 0 ? 'example.net' : 'example.com'}`,
    };
  };
  const kundeId = (idx: number) => uuid(ID.nutzer, idx);
  const staffId = (idx: number) => uuid(ID.nutzer, nKunden + idx);
  const adminId = (idx: number) => uuid(ID.nutzer, nKunden + nStaff + idx);
  const ehemaligerId = (idx: number) => uuid(ID.nutzer, nKunden + nStaff + nAdmins + idx);
  const staffName = (idx: number) => ({
    vorname: at(VORNAMEN, (idx * 7 + 3) % VORNAMEN.length),
    name: at(NACHNAMEN, (idx * 11 + 5) % NACHNAMEN.length),
  });
  /** Who acted on a case at an instant: its case worker, or a former colleague in the first years. */
  const akteur = (f: Fall, ms: number): string =>
    ms < BASE - 1400 * DAY && hash(seed, f.n, 99) % 10 === 0
      ? ehemaligerId(f.n % nEhemalige)
      : staffId(f.bearbeiterIdx);

  const ersterFall = new Float64Array(nKunden).fill(Infinity);
  for (const f of faelle) ersterFall[f.ownerIdx] = Math.min(ersterFall[f.ownerIdx] ?? Infinity, f.t);
  const w = new Writer(dialect, stamm.firstIds);
  // MariaDB: two chunks in flight on two connections while the next one is built — the server's round trips, not node,
  // are the bottleneck (a third less time than one at a time); SQLite has one writer.
  const inFlight = dialect === 'mysql' ? 2 : 0;
  const pending: Array<Promise<void>> = [];
  const writeChunk = async (buffers: Map<Table, unknown[][]>): Promise<void> => {
    await root.fork().transactional(async (tx) => {
      const k = tx.getKysely<Record<string, Record<string, unknown>>>();
      // MariaDB: the rows are valid by construction (the test checks them on SQLite, which enforces both); skipping the
      // per-row checks saves a fifth of the time. Restored before commit, since the session returns to the pool.
      if (dialect === 'mysql') await sql`set foreign_key_checks = 0, unique_checks = 0`.execute(k);
      try {
        await w.write(k, buffers);
      } finally {
        if (dialect === 'mysql') await sql`set foreign_key_checks = 1, unique_checks = 1`.execute(k);
      }
    });
  };
  const inTransaction = async (build: () => void): Promise<void> => {
    build();
    const written = writeChunk(w.take());
    written.catch(() => undefined); // awaited below; keeps a failure from being reported as unhandled meanwhile
    pending.push(written);
    while (pending.length > inFlight) await pending.shift();
  };
  const drain = async () => {
    while (pending.length > 0) await pending.shift();
  };

  const nNutzer = nKunden + nStaff + nAdmins + nEhemalige;
  for (let start = 0; start < nNutzer; start += 5 * CHUNK) {
    await inTransaction(() => {
      for (let i = start; i < Math.min(nNutzer, start + 5 * CHUNK); i++) {
        if (i < nKunden) {
          const p = kunde(i);
          const h = (salt: number) => hash(seed, i, salt);
          const first = ersterFall[i] ?? Infinity;
          const created = Number.isFinite(first)
            ? first - (1 + (h(20) % 90)) * DAY - (h(21) % 86_400) * 1000
            : BASE - new Rng(h(22)).wachstum() * DAY;
          // an account deleted on request: anonymised, its requests stay (spec 000 §7 DeleteNutzer)
          const geloescht = h(23) % 200 === 0;
          const id = kundeId(i);
          w.add('app_user', [
            id,
            geloescht ? `geloescht-${id}@invalid.local` : p.email,
            null,
            geloescht ? 'Gelöschter' : p.vorname,
            geloescht ? 'Nutzer' : p.name,
            geloescht ? null : p.firma,
            b(!geloescht && p.firma === null),
            geloescht ? '' : p.strasse,
            geloescht ? '' : p.hausnummer,
            geloescht ? '' : p.plz,
            geloescht ? '' : p.ort,
            geloescht ? '' : p.telefon,
            b(!geloescht && h(24) % 20 !== 0),
            1,
            0,
            b(h(25) % 3 === 0),
            b(h(26) % 2 === 0),
            b(!geloescht && h(27) % 5 === 0),
            h(28) % 3 === 0 ? null : at(AUFMERKSAMKEIT, h(29) % AUFMERKSAMKEIT.length),
            h(30) % 50 === 0 ? 'Großkunde, Rechnungen gesammelt' : null,
            null,
            b(created < BASE - 1460 * DAY && h(31) % 3 === 0),
            geloescht ? ts(BASE - (h(32) % 300) * DAY) : null,
            ts(created),
            ts(created),
          ]);
          if (!geloescht) w.add('user_role', [id, stamm.rollen.Antragsteller]);
        } else {
          const j = i - nKunden;
          const kind = j < nStaff ? 'sb' : j < nStaff + nAdmins ? 'admin' : 'ehemalig';
          const idx = kind === 'sb' ? j : kind === 'admin' ? j - nStaff : j - nStaff - nAdmins;
          const id = kind === 'sb' ? staffId(idx) : kind === 'admin' ? adminId(idx) : ehemaligerId(idx);
          const { vorname, name } = staffName(j);
          const created = BASE - (SIX_YEARS + 60 - j * 9) * DAY;
          const ehemalig = kind === 'ehemalig';
          w.add('app_user', [
            id,
            ehemalig ? `geloescht-${id}@invalid.local` : `${kind}${idx}.${ascii(name)}@leitungsauskunft.example.org`,
            ehemalig ? null : stamm.staffPasswordHash,
            ehemalig ? 'Gelöschter' : vorname,
            ehemalig ? 'Nutzer' : name,
            ehemalig ? null : 'Leitungsauskunft Demo GmbH',
            0,
            ehemalig ? '' : 'Am Markt',
            ehemalig ? '' : '1',
            ehemalig ? '' : '01587',
            ehemalig ? '' : 'Riesa',
            ehemalig ? '' : sbTelefon(j),
            b(!ehemalig),
            1,
            b(kind === 'sb' && idx % 4 === 0),
            0,
            0,
            0,
            null,
            null,
            kind === 'sb' ? `Bereich ${1 + (idx % 6)}` : null,
            0,
            ehemalig ? ts(BASE - (1200 + idx * 30) * DAY) : null,
            ts(created),
            ts(created),
          ]);
          if (kind === 'sb') w.add('user_role', [id, stamm.rollen.SbBereich]);
          if (kind === 'admin') {
            w.add('user_role', [id, stamm.rollen.Administration]);
            // the first administrator also works cases
            if (idx === 0) w.add('user_role', [id, stamm.rollen.SbBereich]);
          }
        }
      }
    });
  }

  await drain();

  // --- cases ---------------------------------------------------------------------------------------------------------
  const sample = { auftragId: '', rechnungId: '', mahnungId: '', sachbearbeiterId: staffId(0), kundeId: kundeId(0) };
  const sequenzen = new Map<string, number>(); // 'vorgangsnummer:2024' → last running number
  const laufend = (name: string, year: number) => {
    const key = `${name}:${year}`;
    // far above the demo's numbers, so the two never meet; the sequences are moved past them at the end
    const next = (sequenzen.get(key) ?? 100_000) + 1;
    sequenzen.set(key, next);
    return next;
  };
  let versorgerNr = 0;
  let rechnungNr = 0;
  let mahnungNr = 0;
  const bemerkungen = [
    'Rückruf erbeten',
    'Kunde drängt auf Termin',
    'Zweite Trasse folgt',
    'Planunterlagen nachgereicht',
  ];

  const writeFall = (f: Fall): void => {
    const t = f.t;
    const antragId = uuid(ID.antrag, f.n);
    const vorgangsnummer = formatVorgangsnummer(
      Number(berlinDay(t).slice(0, 4)),
      laufend('vorgangsnummer', Number(berlinDay(t).slice(0, 4))),
    );
    const owner = kunde(f.ownerIdx);
    const g = at(stamm.gemeinden, at(f.gemeinden, 0).idx);
    const strasse = r.pick(STRASSEN);
    const hausnummer = String(1 + r.int(150));
    const plz = `0${String(1000 + r.int(8900)).padStart(4, '0')}`;
    const vorhaben = `${r.pick(VORHABEN)}${r.chance(0.3) ? ` ${1 + r.int(40)}` : ''}`;
    const projektangaben = r.pick([
      'Graben 0,8 m',
      'Baugrube 2 x 3 m',
      'Spülbohrung 40 m',
      'Handschachtung',
      'Fundamente bis 1,2 m',
    ]);
    const bautiefe = r.pick(['0,6 m', '0,8 m', '1,2 m', '2,5 m']);
    const baustart = berlinDay(t + (7 + r.int(60)) * DAY);
    const bauende = addDaysTo(baustart, 30 + r.int(180));
    const versand = f.versand === null ? null : t + f.versand;
    const zuletzt = Math.min(BASE, t + f.letzte);
    w.add('antrag', [
      antragId,
      vorgangsnummer,
      kundeId(f.ownerIdx),
      f.status,
      f.vorgangsart,
      b(f.eil),
      vorhaben,
      projektangaben,
      strasse,
      hausnummer,
      plz,
      g.name.slice(0, 100),
      bautiefe,
      r.chance(0.4) ? g.name.slice(0, 100) : null,
      r.chance(0.3) ? `${1 + r.int(900)}/${1 + r.int(20)}` : null,
      baustart,
      bauende,
      b(f.identisch),
      b(f.bauUnbekannt),
      1,
      r.chance(0.05) ? 'Privater Brunnen auf dem Grundstück' : null,
      f.status === 4 ? r.pick(ABLEHN_GRUND) : null,
      f.status === 4 && r.chance(0.3) ? ablehnText : null,
      ts(t),
      tsOrNull(versand),
      ts(zuletzt),
    ]);
    // parties: the applicant is the account holder; Auftraggeber and Bauausführender when given
    w.addSeriell('person', [
      antragId,
      1,
      owner.firma,
      owner.vorname,
      owner.name,
      owner.strasse,
      owner.hausnummer,
      owner.plz,
      owner.ort,
      owner.telefon,
      owner.email,
    ]);
    const partei = (typ: 2 | 3): Partei => {
      const name = r.pick(NACHNAMEN);
      return {
        firma: `${r.pick(FIRMEN)} ${name} ${typ === 2 ? 'GmbH' : 'GmbH & Co. KG'}`,
        vorname: r.pick(VORNAMEN),
        name,
        strasse: r.pick(STRASSEN),
        hausnummer: String(1 + r.int(80)),
        plz: `0${String(1000 + r.int(8900)).padStart(4, '0')}`,
        ort: r.pick(stamm.gemeinden).name.slice(0, 100),
        telefon: `0${3500 + r.int(700)} ${100000 + r.int(900000)}`,
        email: `${typ === 2 ? 'auftraggeber' : 'bau'}.${ascii(name)}${f.n}@example.org`,
      };
    };
    const personen: Array<Partei & { personTyp: number }> = [{ ...owner, personTyp: 1 }];
    for (const typ of [2, 3] as const) {
      if (typ === 2 ? f.identisch : f.bauUnbekannt) continue;
      const p = partei(typ);
      personen.push({ ...p, personTyp: typ });
      w.addSeriell('person', [
        antragId,
        typ,
        p.firma,
        p.vorname,
        p.name,
        p.strasse,
        p.hausnummer,
        p.plz,
        p.ort,
        p.telefon,
        p.email,
      ]);
    }
    // the drawn site: a small rectangle inside the main municipality's box
    const cx = g.minX + (g.maxX - g.minX) * r.between(0.35, 0.65);
    const cy = g.minY + (g.maxY - g.minY) * r.between(0.35, 0.65);
    const d = r.between(0.0004, 0.003);
    const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
    const [x0, x1, y0, y1] = [round6(cx - d), round6(cx + d), round6(cy - d * 0.6), round6(cy + d * 0.6)];
    const ring = [
      `${x0.toFixed(6)} ${y0.toFixed(6)}`,
      `${x1.toFixed(6)} ${y0.toFixed(6)}`,
      `${x1.toFixed(6)} ${y1.toFixed(6)}`,
      `${x0.toFixed(6)} ${y1.toFixed(6)}`,
    ];
    w.addSeriell('map_feature', [antragId, `POLYGON((${[...ring, ring[0]].join(', ')}))`, x0, y0, x1, y1, ts(t)]);
    w.addSeriell('map_position', [
      antragId,
      round6(cy),
      round6(cx),
      16,
      `POINT(${round6(cx).toFixed(6)} ${round6(cy).toFixed(6)})`,
      ts(t),
    ]);
    for (const gm of f.gemeinden)
      w.addSeriell('antrag_gemeinde', [antragId, at(stamm.gemeinden, gm.idx).id, b(gm.disabled)]);
    for (const n of f.netzarten) w.add('antrag_netzart', [antragId, n]);

    // the offer
    const aktiveGemeinden = f.gemeinden.filter((x) => !x.disabled).length;
    const angebotPositionen = proposePositions(stamm.preisliste, { gemeinden: aktiveGemeinden, eilbearbeitung: f.eil });
    if (f.angebot) {
      const angebotId = uuid(ID.angebot, f.n);
      const versandt = f.angebot.versandt === null ? null : t + f.angebot.versandt;
      w.add('angebot', [
        angebotId,
        antragId,
        b(f.angebot.vorkasse),
        tsOrNull(versandt),
        f.eil ? 'Eilbearbeitung gewünscht.' : null,
        f.angebot.rabatt,
        ts(t + f.angebot.erstellt),
        ts(versandt ?? t + f.angebot.erstellt),
      ]);
      for (const p of angebotPositionen)
        w.addSeriell('angebot_position', [
          angebotId,
          p.sortierung,
          p.position,
          p.anzahl,
          p.beschreibung,
          p.einheit,
          p.einzelpreisCent,
          p.gesamtpreisCent,
        ]);
      if (versandt !== null)
        w.addSeriell('historie', [
          1,
          akteur(f, versandt),
          antragId,
          null,
          null,
          `Angebot ${vorgangsnummer} versendet`,
          null,
          ts(versandt),
        ]);
      if (f.ende !== null)
        w.addSeriell('historie', [
          2,
          akteur(f, t + f.ende),
          antragId,
          null,
          null,
          'Vorgang durch Dienstleister beendet: Bauvorhaben wurde zurückgezogen.',
          null,
          ts(t + f.ende),
        ]);
    }
    const a = f.auftrag;
    if (!a) return;

    // the order
    const auftragId = uuid(ID.auftrag, f.n);
    const datum = t + a.datum;
    const start = t + a.start;
    const abgeschlossen = a.abgeschlossen === null ? null : t + a.abgeschlossen;
    const bearbeiter = a.bearbeitungsStatus === 0 && r.chance(0.6) ? null : akteur(f, start);
    const sbName = `${staffName(f.bearbeiterIdx).vorname} ${staffName(f.bearbeiterIdx).name}`;
    if (a.rechnungsadresse) {
      const ausland = r.chance(0.01);
      w.addSeriell('rechnungsadresse', [
        antragId,
        r.chance(0.4) ? owner.email : `rechnung.${owner.email}`,
        owner.firma,
        owner.firma !== null && r.chance(0.3) ? 'Abteilung Buchhaltung' : null,
        owner.vorname,
        owner.name,
        owner.strasse,
        owner.hausnummer,
        ausland ? '5020' : owner.plz,
        ausland ? 'Salzburg' : owner.ort,
        ausland ? 'Österreich' : 'Deutschland',
        b(ausland),
        ausland ? `ATU${String(10_000_000 + r.int(89_999_999))}` : null,
        1,
        r.chance(0.6) ? `P-${vorgangsnummer.slice(2)}` : null,
        b(r.chance(0.4)),
        ts(datum),
        ts(datum),
      ]);
    }
    const fristTag = a.vorkasse && a.vorkasseBezahlt === null ? null : frist(berlinDay(start), f.eil);
    w.add('auftrag', [
      auftragId,
      antragId,
      ts(datum),
      a.prioritaet,
      a.bearbeitungsStatus,
      bearbeiter,
      b(a.vorkasse),
      tsOrNull(a.vorkasseBezahlt === null ? null : t + a.vorkasseBezahlt),
      fristTag,
      r.chance(0.08) ? r.pick(bemerkungen) : null,
      tsOrNull(abgeschlossen),
      ts(datum),
      ts(Math.min(BASE, abgeschlossen ?? start)),
    ]);
    if (a.bearbeitungsStatus > 0 || a.vorkasseBezahlt !== null) {
      w.addSeriell('historie', [
        3,
        bearbeiter ?? akteur(f, start),
        antragId,
        auftragId,
        null,
        a.vorkasseBezahlt !== null ? 'Vorkasse bezahlt, Bearbeitung freigegeben' : 'Bearbeitung des Auftrags begonnen',
        null,
        ts(start),
      ]);
    }
    // positions: one per Netzart of the request
    const positionen = f.netzarten.map((netzartId, i) => {
      const name = stamm.netzarten.find((n) => n.id === netzartId)?.name ?? `Netzart ${netzartId}`;
      return {
        id: w.addSeriell('auftrag_position', [
          auftragId,
          name,
          String(i + 1),
          `Leitungsauskunft ${name}`,
          netzartId,
          i + 1,
          0,
          ts(datum),
        ]),
        netzartId,
      };
    });

    // supplier rows: ten distinct operators (where there are ten), each asked, answered or still open
    const nb = stamm.netzbetreiber;
    const offset = r.int(nb.length);
    const step = r.pick(SCHRITTE.filter((s) => ggT(s, nb.length) === 1));
    const werte: TMailJobWerte = jobWerteAus(
      {
        id: antragId,
        vorgangsnummer,
        vorhaben,
        projektangaben,
        strasse,
        hausnummer,
        plz,
        ort: g.name,
        bautiefe,
        baustart,
        bauende,
        bauausfuehrenderUnbekannt: f.bauUnbekannt,
        identischMitAntragsteller: f.identisch,
      },
      personen,
      { name: sbName, telefon: sbTelefon(f.bearbeiterIdx) },
      'https://portal.example.org',
    );
    const bs = a.bearbeitungsStatus;
    // the status of each row follows the order's processing status (deriveBearbeitungsStatus in @lap/domain)
    const stati: Array<1 | 2 | 3> = Array.from({ length: VERSORGER_JE_AUFTRAG }, () =>
      bs === 3
        ? 3
        : bs === 0
          ? 1
          : bs === 1
            ? r.weighted([
                [1, 0.4],
                [2, 0.3],
                [3, 0.3],
              ] as const)
            : r.chance(0.5)
              ? 2
              : 3,
    );
    if (bs === 1 && !stati.includes(1)) stati[0] = 1;
    if (bs === 2 && !stati.includes(2)) stati[0] = 2;
    let offeneRows = 0;
    for (let s = 0; s < VERSORGER_JE_AUFTRAG; s++) {
      const n = at(nb, (offset + s * step) % nb.length);
      const position = at(positionen, s % positionen.length);
      const id = uuid(ID.versorger, versorgerNr++);
      let status = stati[s] ?? 1;
      const angefragt = status >= 2 ? Math.min(BASE - HOUR, start + r.between(0.1, 2) * DAY) : null;
      let auskunft: number | null = null;
      if (status === 3 && angefragt !== null) {
        auskunft =
          abgeschlossen !== null
            ? angefragt + (abgeschlossen - angefragt) * (s === 0 ? 1 : r.between(0.2, 1))
            : Math.min(BASE - HOUR, angefragt + r.between(1, 14) * DAY);
      }
      if (status === 3 && abgeschlossen === null && auskunft !== null && auskunft >= BASE - HOUR) status = 2;
      const vorlage = angefragt !== null && (status === 2 || r.chance(0.3)) ? vorlageAm(angefragt) : null;
      const fertig = status === 3;
      if (!fertig) offeneRows++;
      const sachbearbeiter = angefragt !== null ? akteur(f, angefragt) : null;
      w.add('versorger', [
        id,
        auftragId,
        n.id,
        position.id,
        n.name,
        n.email,
        n.telefon,
        n.kontakt,
        n.bemerkung,
        n.portalLink,
        n.abfrageart,
        n.netzbetreiberUrl,
        n.netzbetreiberAktionUrl,
        n.emailGenerierungAktionUrl,
        tsOrNull(angefragt),
        tsOrNull(fertig ? auskunft : null),
        tsOrNull(vorlage),
        vorlage !== null && !fertig && r.chance(0.1) ? 'Telefonisch nachgefragt, Antwort zugesagt' : null,
        b(fertig),
        b(fertig && r.chance(0.2)),
        fertig ? r.pick(AUSKUNFT_BEMERKUNGEN) : null,
        status,
        b(n.automatikVersand),
        sachbearbeiter,
        ts(datum),
        ts(Math.min(BASE, (fertig ? auskunft : angefragt) ?? datum)),
      ]);
      for (const gm of f.gemeinden) {
        // the main municipality is where the operator was found; a neighbour only sometimes
        const getroffen = gm.idx === at(f.gemeinden, 0).idx ? r.chance(0.95) : r.chance(0.5);
        w.addSeriell('versorger_gemeinde', [id, at(stamm.gemeinden, gm.idx).id, b(gm.disabled), b(getroffen)]);
      }
      // an operator asked by e-mail has its mail job from the start (spec 001 §3 Mail job)
      if (n.abfrageart === 'E-Mail') {
        const vorlageRow = waehleMailVorlage(stamm.vorlagen, f.vorgangsart, position.netzartId);
        w.add('mail_versand_job', [
          uuid(ID.mailJob, versorgerNr - 1),
          id,
          n.name,
          b(angefragt !== null),
          n.email,
          vorlageRow?.betreff ?? null,
          vorlageRow?.mailtext ?? null,
          werte.anrede,
          werte.ort,
          werte.bauausfuehrende,
          werte.auftraggeber,
          werte.bauBeschreibung,
          werte.kartenLink,
          werte.bearbeiter,
          werte.telefonBearbeiter,
          b(n.automatikVersand),
          vorlageRow?.id ?? null,
          tsOrNull(vorlage),
          tsOrNull(angefragt),
          tsOrNull(fertig ? auskunft : null),
          ts(datum),
          ts(Math.min(BASE, angefragt ?? datum)),
        ]);
      }
      if (vorlage !== null && !fertig && angefragt !== null) {
        w.addSeriell('historie', [
          4,
          sachbearbeiter,
          antragId,
          auftragId,
          id,
          `Wiedervorlage erstellt: ${deutsch(berlinDay(vorlage))} 08:00 (Anfrage versendet)`,
          2,
          ts(angefragt),
        ]);
      }
    }
    if (abgeschlossen !== null)
      w.addSeriell('historie', [
        5,
        bearbeiter,
        antragId,
        auftragId,
        null,
        `Auftrag ${vorgangsnummer} abgeschlossen: Auskünfte vollständig`,
        null,
        ts(abgeschlossen),
      ]);
    // the newest open order with open and finished supplier rows
    if (a.art === 'bearbeitung' && bs > 0 && offeneRows > 0 && offeneRows < VERSORGER_JE_AUFTRAG)
      sample.auftragId = auftragId;

    // invoices: lines from the offer (its discount as a line of its own), a fee line, or extra work
    const kaeufer = JSON.stringify({
      firma: owner.firma,
      firmaZusatz: [],
      vorname: owner.vorname,
      name: owner.name,
      strasse: owner.strasse,
      hausnummer: owner.hausnummer,
      plz: owner.plz,
      ort: owner.ort,
      land: 'DE',
      ustIdNr: null,
      email: owner.email,
      projektnummer: null,
    });
    const angebotLines = () => {
      const lines = angebotPositionen.map((p) => ({ ...p }));
      const rabatt = f.angebot?.rabatt ?? null;
      if (rabatt) {
        const minus = -Math.round((lines.reduce((s, p) => s + p.gesamtpreisCent, 0) * rabatt) / 100);
        lines.push({
          sortierung: lines.length + 1,
          position: String(lines.length + 1),
          anzahl: 1,
          beschreibung: `Rabatt ${rabatt} %`,
          einheit: 'pauschal',
          einzelpreisCent: minus,
          gesamtpreisCent: minus,
        });
      }
      return lines;
    };
    type Line = ReturnType<typeof angebotLines>[number];
    const ids: string[] = [];
    const nummern: Array<string | null> = [];
    const netto: number[] = [];
    const lineSets: Line[][] = [];
    a.rechnungen.forEach((x) => {
      const id = uuid(ID.rechnung, rechnungNr++);
      ids.push(id);
      const versandt = x.versandt === null ? null : t + x.versandt;
      const nummer =
        versandt === null
          ? null
          : formatRechnungsnummer(
              Number(berlinDay(versandt).slice(0, 4)),
              laufend('rechnungsnummer', Number(berlinDay(versandt).slice(0, 4))),
            );
      nummern.push(nummer);
      let lines: Line[];
      if (x.art === 'storno') {
        const orig = lineSets[x.stornoVon ?? 0] ?? [];
        lines = orig.map((p) => ({
          ...p,
          anzahl: p.anzahl === 0 ? 0 : -p.anzahl,
          gesamtpreisCent: -p.gesamtpreisCent,
        }));
      } else if (x.art === 'gebuehr') {
        const preis = RECHNUNGS_POSITION_DEFAULT.einzelpreisEuro * 100;
        lines = [
          {
            sortierung: 1,
            position: '1',
            anzahl: 1,
            beschreibung: 'Bearbeitungsgebühr',
            einheit: 'pauschal',
            einzelpreisCent: preis,
            gesamtpreisCent: lineTotalCents(1, preis),
          },
        ];
      } else if (x.art === 'nachtrag') {
        const anzahl = 1 + r.int(3);
        lines = [
          {
            sortierung: 1,
            position: '1',
            anzahl,
            beschreibung: 'Nachtrag: zusätzliche Leitungsauskunft',
            einheit: 'Stück',
            einzelpreisCent: 3500,
            gesamtpreisCent: lineTotalCents(anzahl, 3500),
          },
        ];
        if (r.chance(0.4))
          lines.push({
            sortierung: 2,
            position: '2',
            anzahl: 1,
            beschreibung: 'Auskunft je betroffener Gemeinde',
            einheit: 'Gemeinde',
            einzelpreisCent: 2500,
            gesamtpreisCent: 2500,
          });
      } else lines = angebotLines();
      lineSets.push(lines);
      netto.push(lines.reduce((s, p) => s + p.gesamtpreisCent, 0));
      const art = x.art === 'storno' ? (a.rechnungen[x.stornoVon ?? 0]?.art ?? 'rechnung') : x.art;
      w.add('rechnung', [
        id,
        auftragId,
        ts(datum),
        nummer,
        versandt === null ? null : berlinDay(versandt),
        tsOrNull(versandt),
        b(versandt !== null),
        b(x.storniert),
        x.stornoVon === null ? null : (ids[x.stornoVon] ?? null),
        b(art === 'vorkasse'),
        b(x.autoVersand),
        b(art === 'gebuehr'),
        null,
        0,
        19,
        versandt === null ? null : kaeufer,
        versandt === null ? null : berlinDay(datum),
        versandt === null ? null : berlinDay(Math.min(versandt, abgeschlossen ?? versandt)),
        14,
        versandt === null || x.autoVersand ? null : akteur(f, versandt),
        tsOrNull(x.bezahlt === null ? null : t + x.bezahlt),
        // completed as RECHNUNG_ABGESCHLOSSEN_SQL: paid, or cancelled / a cancellation in an order with a paid invoice
        b(
          x.bezahlt !== null || ((x.storniert || x.stornoVon !== null) && a.rechnungen.some((y) => y.bezahlt !== null)),
        ),
        ts(t + x.erstellt),
        ts(Math.min(BASE, t + (x.bezahlt ?? x.versandt ?? x.erstellt))),
      ]);
      for (const p of lines)
        w.addSeriell('rechnungs_position', [
          id,
          p.sortierung,
          p.position,
          p.anzahl,
          p.beschreibung,
          p.einheit,
          p.einzelpreisCent,
          p.gesamtpreisCent,
        ]);
      if (versandt !== null) {
        const text =
          x.art === 'storno'
            ? `Rechnung ${nummern[x.stornoVon ?? 0] ?? ''} storniert (Stornorechnung ${nummer ?? ''})`
            : `Rechnung ${nummer ?? ''} versendet`;
        w.addSeriell('historie', [
          x.art === 'storno' ? 7 : 6,
          x.autoVersand ? null : akteur(f, versandt),
          antragId,
          auftragId,
          null,
          text,
          null,
          ts(versandt),
        ]);
      }
      if (a.art === 'versandt' && versandt !== null && !x.storniert && x.art !== 'storno') sample.rechnungId = id;
    });

    // dunning notices (levels 1–3, 4 = payment uncollectable)
    for (const m of a.mahnungen) {
      const id = uuid(ID.mahnung, mahnungNr++);
      const rechnungId = at(ids, m.rechnung);
      const nummer = nummern[m.rechnung] ?? '';
      const rx = a.rechnungen[m.rechnung];
      const rechnungsDatum = rx?.versandt === null || rx === undefined ? '' : deutsch(berlinDay(t + rx.versandt));
      const versandt = m.versandt === null ? null : t + m.versandt;
      const faellig = addDaysTo(berlinDay(t + (m.versandt ?? m.erstellt)), 10);
      const vorlage = MAHNUNG_VORLAGEN_DEFAULT.find((v) => v.stufe === m.stufe) ?? MAHNUNG_VORLAGEN_DEFAULT[0];
      const wer = akteur(f, t + m.erstellt);
      const werteM: Record<string, string> = {
        Anrede: `Guten Tag ${owner.vorname} ${owner.name},`,
        Vorgangsnummer: vorgangsnummer,
        Rechnungsnummer: nummer,
        Rechnungsdatum: rechnungsDatum,
        Betrag: euro(Math.round((netto[m.rechnung] ?? 0) * 1.19)),
        Faellig: deutsch(faellig),
        Sachbearbeiter: sbName,
      };
      const fill = (text: string) => text.replace(/\{(\w+)\}/g, (all, name: string) => werteM[name] ?? all);
      w.add('mahnung', [
        id,
        rechnungId,
        auftragId,
        m.stufe,
        tsOrNull(versandt),
        faellig,
        r.chance(0.4) ? owner.email : `rechnung.${owner.email}`,
        fill(vorlage?.betreff ?? ''),
        fill(vorlage?.mailtext ?? ''),
        wer,
        b(m.abgeschlossen),
        versandt !== null && (m.stufe === 2 || m.stufe === 3)
          ? Math.round((netto[m.rechnung] ?? 0) * 0.012 * m.stufe) + (owner.firma ? 4000 : 0)
          : null,
        netto[m.rechnung] ?? 0,
        tsOrNull(rx === undefined || rx.versandt === null ? null : t + rx.versandt),
        ts(t + m.erstellt),
        ts(Math.min(BASE, versandt ?? t + m.erstellt)),
      ]);
      if (versandt !== null) {
        w.addSeriell('historie', [
          m.stufe === 4 ? 9 : 8,
          wer,
          antragId,
          auftragId,
          null,
          m.stufe === 4
            ? `Zahlung uneinbringlich – Mahnverfahren zu Rechnung ${nummer} eingestellt`
            : `${m.stufe}. Mahnung zu Rechnung ${nummer} versendet`,
          null,
          ts(versandt),
        ]);
      }
      if (!m.abgeschlossen && versandt !== null) sample.mahnungId = id;
    }
    // paid: 'Rechnung bezahlt' completes the order (history code 5)
    const bezahlt = a.rechnungen.find((x) => x.bezahlt !== null && x.art !== 'vorkasse')?.bezahlt ?? null;
    if (bezahlt !== null)
      w.addSeriell('historie', [
        5,
        akteur(f, t + bezahlt),
        antragId,
        auftragId,
        null,
        `Auftrag ${vorgangsnummer} abgeschlossen: Rechnung bezahlt`,
        null,
        ts(t + bezahlt),
      ]);
  };

  for (let i = 0; i < faelle.length; i += CHUNK) {
    await inTransaction(() => {
      for (const f of faelle.slice(i, i + CHUNK)) writeFall(f);
    });
  }

  await drain();

  // the running numbers continue after the generated ones
  const k = root.getKysely<Record<string, Record<string, unknown>>>();
  for (const [key, value] of [...sequenzen.entries()].sort()) {
    const [name, year] = key.split(':');
    if (dialect === 'mysql')
      await sql`insert into number_sequence (name, year, value) values (${name}, ${Number(year)}, ${value}) on duplicate key update value = greatest(value, ${value})`.execute(
        k,
      );
    else
      await sql`insert into number_sequence (name, year, value) values (${name}, ${Number(year)}, ${value}) on conflict (name, year) do update set value = max(value, excluded.value)`.execute(
        k,
      );
  }
  // the lists' kept totals: the triggers added a row per generated change (millions at scale 1); nothing else writes
  // while the data is generated, so they go at once and every list is counted afresh into one row (per level)
  await sql`delete from list_zaehler`.execute(k);
  await listZaehler.recountListZaehler(root);
  if (dialect === 'mysql')
    await sql`analyze table app_user, antrag, person, angebot, auftrag, versorger, mail_versand_job, rechnung, rechnungs_position, mahnung, historie`.execute(
      k,
    );

  if (!sample.auftragId)
    sample.auftragId = uuid(
      ID.auftrag,
      faelle.findIndex((f) => f.auftrag !== null),
    );
  if (!sample.rechnungId) sample.rechnungId = uuid(ID.rechnung, 0);
  if (!sample.mahnungId) sample.mahnungId = uuid(ID.mahnung, 0);
  return { counts: w.counts, ms: Math.round(performance.now() - started), sample };
}
