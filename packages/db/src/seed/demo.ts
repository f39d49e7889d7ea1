import type { TAnfrageStatus, TMahnungStatus, TPrioritaet } from '@lap/contracts';
import {
  anfrageflaecheDateiname,
  bearbeitungsFrist,
  formatRechnungsnummer,
  berlinZeitpunkt,
  formatVersorgerDatum,
  germanToday,
  jobWerteAus,
  proposePositions,
  waehleMailVorlage,
} from '@lap/domain';
import { hashPassword } from '../passwords.js';
import type { FeatureCollection, Geometry, Polygon, Position as GeoPosition } from 'geojson';
import { Angebot, AngebotPosition } from '../entities/angebot.js';
import { Antrag, AntragGemeinde, MapFeature, MapPosition, Person, type IAntrag } from '../entities/antrag.js';
import { Auftrag, Position, type IAuftrag, type IPosition } from '../entities/auftrag.js';
import { Gemeinde } from '../entities/gemeinde.js';
import { Historie } from '../entities/historie.js';
import { MailAnhang, MailVersandJob, MailVorlage, type IMailVorlage } from '../entities/mail.js';
import { Mahnung } from '../entities/mahnung.js';
import { Netzart } from '../entities/netzart.js';
import { Netzbetreiber, NetzbetreiberCoverage, type INetzbetreiber } from '../entities/netzbetreiber.js';
import { Notiz } from '../entities/notiz.js';
import { PreislisteEintrag, type IPreislisteEintrag } from '../entities/preisliste.js';
import { Rechnung, RechnungsPosition } from '../entities/rechnung.js';
import { Rechnungsadresse } from '../entities/rechnungsadresse.js';
import { User, type IUser } from '../entities/user.js';
import { Versorger, VersorgerGemeinde, VersorgerHistorie } from '../entities/versorger.js';
import { importGemeinden, type GemeindeProperties } from '../importers/gemeinden.js';
import { SAXONY_AGS_PREFIX } from './gemeinden-source.js';
import type { Em } from '../orm.js';
import { findIntersecting, parseGeometry, type GemeindeHit } from '../repositories/gemeinden.js';
import { ensureBuiltin } from '../repositories/roles.js';
import { germanYear, nextValue, nextVorgangsnummer } from '../repositories/sequences.js';
import {
  AGS,
  ANTRAEGE,
  OFFENE_AUFTRAEGE,
  DEMO_PASSWORD,
  KUNDE,
  DEMO_CUSTOMERS,
  MAIL_VORLAGEN,
  NETZARTEN,
  NETZBETREIBER,
  PREISLISTE,
  type CoverageArea,
  type DemoAntrag,
  type DemoShape,
} from './demo-data.js';

export { DEMO_PASSWORD } from './demo-data.js';

export const DEMO_ADMIN_EMAIL = 'admin@example.org';

export interface SeedDemoOptions {
  /** Municipalities to import (e.g. `await loadSaxonyGemeinden()`). */
  gemeinden: FeatureCollection<Geometry | null, GemeindeProperties | Record<string, unknown> | null>;
  /** Reference time for all demo dates; defaults to now. */
  now?: Date;
  /** PUBLIC_URL of the portal: the map links in the demo mail jobs. */
  publicUrl?: string;
}

const SB_NAME = 'Sven Bearbeiter';
const SB_TELEFON = '03525 700-100';

/**
 * Seeds master data and a demo case history: built-in roles, Netzarten, price list, the given
 * municipalities, demo operators with coverage, three users (password Portal#2026), 64 further
 * customers without a password (so lists have pages to show) and one Antrag
 * of kunde@example.org in every status 1–12 with everything that status implies.
 * Does nothing when the demo admin exists.
 */
/** True once the demo data is in (the demo admin exists); lets callers skip loading the seed inputs. */
export async function isDemoSeeded(em: Em): Promise<boolean> {
  return (await em.count(User, { email: DEMO_ADMIN_EMAIL })) > 0;
}

export async function seedDemo(em: Em, options: SeedDemoOptions): Promise<void> {
  if (await isDemoSeeded(em)) return;
  const now = options.now ?? new Date();
  const [adminHash, sbHash, kundeHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
  ]);

  await em.transactional(async (tx) => {
    const master = await seedMasterData(tx);
    const roles = await ensureBuiltin(tx);
    const role = (name: string) => roles.filter((r) => r.name === name);
    const common = { emailConfirmed: true, datenschutzAkzeptiert: true, createdAt: addDays(now, -200) };
    tx.create(User, {
      ...common,
      email: DEMO_ADMIN_EMAIL,
      passwordHash: adminHash,
      vorname: 'Anna',
      name: 'Admin',
      firma: 'Leitungsauskunft Demo GmbH',
      strasse: 'Am Markt',
      hausnummer: '1',
      plz: '01587',
      ort: 'Riesa',
      telefon: '03525 700-000',
      roles: role('Administration'),
    });
    const sb = tx.create(User, {
      ...common,
      email: 'sb@example.org',
      passwordHash: sbHash,
      vorname: 'Sven',
      name: 'Bearbeiter',
      firma: 'Leitungsauskunft Demo GmbH',
      strasse: 'Am Markt',
      hausnummer: '1',
      plz: '01587',
      ort: 'Riesa',
      telefon: SB_TELEFON,
      emailAntragGesendet: true,
      roles: role('SbBereich'),
    });
    const kunde = tx.create(User, {
      ...common,
      ...KUNDE,
      passwordHash: kundeHash,
      emailAntragBearbeitet: true,
      emailBearbeitungAbgeschlossen: true,
      newsletterAkzeptiert: true,
      registrierungsGrund: 'Suchmaschine',
      roles: role('Antragsteller'),
    });
    const weitereKunden = DEMO_CUSTOMERS.map((c) => {
      const { registeredDaysAgo, ...data } = c;
      return tx.create(User, {
        ...data,
        datenschutzAkzeptiert: true,
        createdAt: addDays(now, -registeredDaysAgo),
        roles: role('Antragsteller'),
      });
    });
    await tx.flush();

    await importGemeinden(tx, options.gemeinden);
    const areas = await resolveAreas(tx);
    const coverage = await seedNetzbetreiber(tx, areas);

    const ctx: CaseContext = {
      tx,
      now,
      publicUrl: (options.publicUrl ?? 'http://127.0.0.1:3000').replace(/\/$/, ''),
      sb,
      kunde,
      weitereKunden,
      coverage,
      ...master,
    };
    for (const def of [...ANTRAEGE, ...OFFENE_AUFTRAEGE]) await seedAntrag(ctx, def);
    tx.create(Notiz, {
      user: sb,
      notizText: 'Urlaubsvertretung vom 14.–25. Juli: Rückfragen der Netzbetreiber bitte an die Zentrale.',
      projekt: 0,
      createdAt: addDays(now, -3),
    });
    await tx.flush();
  });
}

interface MasterData {
  preise: Map<string, IPreislisteEintrag>;
  vorlagen: IMailVorlage[];
}

async function seedMasterData(tx: Em): Promise<MasterData> {
  const existingNetzarten = new Set((await tx.find(Netzart, {})).map((n) => n.id));
  for (const netzart of NETZARTEN) {
    if (!existingNetzarten.has(netzart.id)) tx.create(Netzart, { ...netzart });
  }
  const preise = new Map((await tx.find(PreislisteEintrag, {})).map((p) => [p.code, p]));
  for (const eintrag of PREISLISTE) {
    if (!preise.has(eintrag.code)) preise.set(eintrag.code, tx.create(PreislisteEintrag, { ...eintrag }));
  }
  let vorlagen = await tx.find(MailVorlage, {}, { orderBy: { id: 'asc' } });
  if (vorlagen.length === 0) vorlagen = MAIL_VORLAGEN.map((v) => tx.create(MailVorlage, { ...v }));
  await tx.flush();
  return { preise, vorlagen };
}

async function resolveAreas(tx: Em): Promise<(area: CoverageArea) => number[]> {
  const alle = await tx.find(Gemeinde, {}, { fields: ['id', 'ags'], disableIdentityMap: true });
  const byPrefix = (prefix: string) => alle.filter((g) => g.ags.startsWith(prefix)).map((g) => g.id);
  const riesa = await tx.findOne(Gemeinde, { ags: AGS.riesa }, { populate: ['geometry'] });
  // Riesa and every municipality touching it.
  const nachbarn = riesa ? (await findIntersecting(tx, parseGeometry(riesa.geometry))).map((g) => g.id) : [];
  return (area) => {
    if (area === 'riesaNachbarn') return nachbarn;
    if (area === 'sachsen') return byPrefix(SAXONY_AGS_PREFIX);
    if (area.startsWith('kreis:') || area.startsWith('ags:')) return byPrefix(area.slice(area.indexOf(':') + 1));
    return byPrefix(AGS[area as keyof typeof AGS]);
  };
}

/** gemeindeId:netzartId → operators covering it */
type CoverageIndex = Map<string, INetzbetreiber[]>;

async function seedNetzbetreiber(tx: Em, areas: (area: CoverageArea) => number[]): Promise<CoverageIndex> {
  const index: CoverageIndex = new Map();
  const covered: Array<{ betreiber: INetzbetreiber; pairs: Set<string> }> = [];
  for (const def of NETZBETREIBER) {
    const betreiber = tx.create(Netzbetreiber, {
      schluessel: def.schluessel,
      name: def.name,
      email: def.email,
      telefon: def.telefon,
      kontakt: def.kontakt,
      abfrageart: def.abfrageart,
      portalLink: def.portalLink ?? null,
      netzbetreiberUrl: def.netzbetreiberUrl ?? null,
      netzbetreiberAktionUrl: def.netzbetreiberAktionUrl ?? null,
      bemerkung: def.bemerkung ?? null,
      automatikVersand: def.automatikVersand ?? false,
    });
    const pairs = new Set<string>();
    for (const entry of def.coverage) {
      for (const area of entry.areas) {
        for (const gemeindeId of areas(area)) {
          for (const netzartId of entry.netzarten) pairs.add(`${gemeindeId}:${netzartId}`);
        }
      }
    }
    covered.push({ betreiber, pairs });
  }
  await tx.flush();
  // Plain multi-row inserts: several thousand pairs (Telekom covers all of Saxony) as entities would slow the seed.
  const rows: Array<{ netzbetreiber: number; gemeinde: number; netzart: number }> = [];
  for (const { betreiber, pairs } of covered) {
    for (const key of pairs) {
      const [gemeinde, netzart] = key.split(':').map(Number) as [number, number];
      rows.push({ netzbetreiber: betreiber.id, gemeinde, netzart });
      const list = index.get(key);
      if (list) list.push(betreiber);
      else index.set(key, [betreiber]);
    }
  }
  for (let start = 0; start < rows.length; start += 500)
    await tx.insertMany(NetzbetreiberCoverage, rows.slice(start, start + 500));
  return index;
}

interface CaseContext extends MasterData {
  tx: Em;
  now: Date;
  publicUrl: string;
  sb: IUser;
  kunde: IUser;
  weitereKunden: IUser[];
  coverage: CoverageIndex;
}

const NETZART_NAME = new Map<number, string>(NETZARTEN.map((n) => [n.id, n.name]));
const PRIORITAETEN: TPrioritaet[] = [3, 1, 2, 3, 4, 3, 2, 3, 1, 3, 2, 4];

async function seedAntrag(ctx: CaseContext, def: DemoAntrag): Promise<void> {
  const { tx, now, sb } = ctx;
  const s = def.status;
  // The owner: the demo customer, or one of the further customers (with their own data as applicant).
  const other = def.kunde === undefined ? undefined : DEMO_CUSTOMERS[def.kunde];
  const owner = (def.kunde === undefined ? ctx.kunde : ctx.weitereKunden[def.kunde]) ?? ctx.kunde;
  const person = other ?? KUNDE;
  const anschrift = {
    firma: person.firma ?? null,
    vorname: person.vorname,
    name: person.name,
    strasse: person.strasse,
    hausnummer: person.hausnummer,
    plz: person.plz,
    ort: person.ort,
  };
  const vorkasse = def.vorkasse ?? s === 5;
  // Later statuses need a longer history (offer, order, invoice, dunning).
  const createDate = addDays(now, -(def.alterTage ?? 10 + s * 12));
  const datumVersand = s >= 2 ? addDays(createDate, 1) : null;
  const baustart = addDays(createDate, 21);

  const ring = shapeRing(def.shape);
  const polygon: Polygon = { type: 'Polygon', coordinates: [ring] };
  const hits = await findIntersecting(tx, polygon);

  const antrag = tx.create(Antrag, {
    vorgangsnummer: await nextVorgangsnummer(tx, createDate),
    owner,
    antragStatus: s,
    vorgangsart: def.vorgangsart,
    eilbearbeitung: def.eilbearbeitung,
    vorhaben: def.vorhaben,
    projektangaben: def.projektangaben,
    strasse: def.strasse,
    hausnummer: def.hausnummer,
    plz: def.plz,
    ort: def.ort,
    bautiefe: def.bautiefe,
    gemarkung: def.gemarkung ?? null,
    flurstuecknummer: def.flurstuecknummer ?? null,
    baustart: isoDate(baustart),
    bauende: isoDate(addDays(baustart, 90)),
    identischMitAntragsteller: def.auftraggeber === undefined,
    bauausfuehrenderUnbekannt: def.bauausfuehrender === 'unbekannt',
    anerkennungAgb: true,
    sonstigeBetreiber: def.sonstigeBetreiber ?? null,
    ablehnGrund: s === 4 ? 'zu_teuer' : null,
    ablehnText: s === 4 ? 'Das Angebot liegt über unserem Budget.' : null,
    createDate,
    updatedAt: createDate,
    datumVersand,
    netzarten: def.netzarten,
  });
  tx.create(Person, {
    antrag,
    personTyp: 1,
    ...anschrift,
    telefon: person.telefon,
    email: person.email,
  });
  if (def.auftraggeber) tx.create(Person, { antrag, personTyp: 2, ...def.auftraggeber });
  if (def.bauausfuehrender && def.bauausfuehrender !== 'unbekannt') {
    tx.create(Person, { antrag, personTyp: 3, ...def.bauausfuehrender });
  }

  const xs = ring.map((p) => p[0] ?? 0);
  const ys = ring.map((p) => p[1] ?? 0);
  tx.create(MapFeature, {
    antrag,
    wkt: polygonWkt(ring),
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    maxX: Math.max(...xs),
    maxY: Math.max(...ys),
    createdAt: createDate,
  });
  const lng = round6((Math.min(...xs) + Math.max(...xs)) / 2);
  const lat = round6((Math.min(...ys) + Math.max(...ys)) / 2);
  tx.create(MapPosition, { antrag, lat, lng, zoom: 16, positionWkt: `POINT(${lng.toFixed(6)} ${lat.toFixed(6)})` });
  for (const hit of hits) tx.create(AntragGemeinde, { antrag, gemeinde: hit.id });

  if (s < 3) return;
  const angebotVersand = addDays(createDate, 3);
  const angebot = tx.create(Angebot, {
    antrag,
    vorkasseStatus: vorkasse ? 1 : 0,
    angebotVersand,
    bemerkung: def.eilbearbeitung ? 'Eilbearbeitung gewünscht.' : null,
    createdAt: addDays(createDate, 2),
  });
  const positionen = proposePositions([...ctx.preise.values()], {
    gemeinden: Math.max(hits.length, 1),
    eilbearbeitung: def.eilbearbeitung,
  });
  positionen.forEach((pos) => tx.create(AngebotPosition, { angebot, ...pos }));
  tx.create(Historie, {
    aktion: 1,
    user: sb,
    antrag,
    beschreibung: `Angebot ${antrag.vorgangsnummer} versendet`,
    createdAt: angebotVersand,
  });
  if (s === 8) {
    tx.create(Historie, {
      aktion: 2,
      user: sb,
      antrag,
      beschreibung: 'Vorgang durch Dienstleister beendet: Bauvorhaben wurde vom Auftraggeber zurückgezogen.',
      createdAt: addDays(createDate, 5),
    });
  }
  // 3 open offer, 4 rejected, 8 ended by the provider (spec 001 §4): no order.
  if (s < 5 || s === 8) return;

  tx.create(Rechnungsadresse, {
    antrag,
    rechnungEmail: other ? person.email : 'rechnung.kunde@example.org',
    ...anschrift,
    firmaZusatz1: s % 2 === 0 ? 'Abteilung Buchhaltung' : null,
    projektnummer: s % 3 === 0 ? null : `P-${antrag.vorgangsnummer.slice(2)}`,
    keineProjektnummer: s % 3 === 0,
    adressenAenderung: true,
  });
  const auftragsDatum = addDays(createDate, 6);
  const abgeschlossenAm = s >= 6 ? addDays(createDate, 20) : null;
  const auftrag = tx.create(Auftrag, {
    antrag,
    auftragsDatum,
    prioritaet: def.prioritaet ?? PRIORITAETEN[s - 1] ?? 3,
    bearbeitungsStatus: def.bearbeitungsStatus ?? (s === 5 ? 2 : 3),
    bearbeiter: sb,
    vorkasse,
    bearbeitungsFrist: bearbeitungsFrist(germanToday(auftragsDatum), def.eilbearbeitung),
    bemerkung: s === 5 && vorkasse ? 'Vorkasse angefordert, Auskünfte trotzdem bereits angefragt.' : null,
    abgeschlossenAm,
    createdAt: auftragsDatum,
  });
  tx.create(Historie, {
    aktion: 3,
    user: sb,
    antrag,
    auftrag,
    beschreibung: 'Bearbeitung des Auftrags begonnen',
    createdAt: auftragsDatum,
  });
  const positions = [...def.netzarten]
    .sort((a, b) => a - b)
    .map((netzart, i) =>
      tx.create(Position, {
        auftrag,
        positionName: NETZART_NAME.get(netzart) ?? `Netzart ${netzart}`,
        position: String(i + 1),
        beschreibung: `Leitungsauskunft ${NETZART_NAME.get(netzart) ?? ''}`.trim(),
        netzart,
        sortierung: i + 1,
        createdAt: auftragsDatum,
      }),
    );
  seedVersorger(ctx, { antrag, auftrag, positions, hits, def, auftragsDatum });

  if (s < 6 || !abgeschlossenAm) return;
  tx.create(Historie, {
    aktion: 5,
    user: sb,
    antrag,
    auftrag,
    beschreibung: 'Auftrag abgeschlossen, Auskünfte an den Kunden übergeben',
    createdAt: abgeschlossenAm,
  });
  const rechnungsDatum = addDays(createDate, 21);
  const year = germanYear(rechnungsDatum);
  const rechnungsNummer = formatRechnungsnummer(year, await nextValue(tx, 'rechnungsnummer', year));
  const rechnung = tx.create(Rechnung, {
    auftrag,
    rechnungsNummer,
    rechnungsDatum: isoDate(rechnungsDatum),
    rechnungVersandt: rechnungsDatum,
    rechnungGeneriert: true,
    mwst: 19,
    // status 7: paid (completed)
    bezahltAm: s === 7 ? addDays(rechnungsDatum, 12) : null,
    abgeschlossen: s === 7,
    createdAt: rechnungsDatum,
  });
  positionen.forEach((pos) => tx.create(RechnungsPosition, { rechnung, ...pos }));
  tx.create(Historie, {
    aktion: 6,
    user: sb,
    antrag,
    auftrag,
    beschreibung: `Rechnung ${rechnungsNummer} versendet`,
    createdAt: rechnungsDatum,
  });

  if (s < 9) return;
  // status 9/10/11 = 1./2./3. Mahnung; 12 = procedure ended, payment uncollectable (level 4)
  const levels: TMahnungStatus[] = s === 9 ? [1] : s === 10 ? [1, 2] : s === 11 ? [1, 2, 3] : [1, 2, 3, 4];
  for (const level of levels) {
    const mahnungDate = addDays(rechnungsDatum, 30 + 21 * (level - 1));
    tx.create(Mahnung, {
      rechnung,
      auftrag,
      mahnungStatus: level,
      nettoCent: positionen.reduce((sum, pos) => sum + pos.gesamtpreisCent, 0),
      rechnungVersandt: rechnungsDatum,
      mahnungDate,
      mahnungFaellig: isoDate(addDays(mahnungDate, 14)),
      rechnungsEmail: 'rechnung.kunde@example.org',
      betreff:
        level === 4
          ? `Zahlung uneinbringlich – Rechnung ${rechnungsNummer}`
          : `${level}. Mahnung zur Rechnung ${rechnungsNummer}`,
      mailtext:
        level === 4
          ? 'Das Mahnverfahren wurde beendet.'
          : `Sehr geehrte Damen und Herren,\n\nleider konnten wir zur Rechnung ${rechnungsNummer} noch keinen Zahlungseingang feststellen. ` +
            'Bitte überweisen Sie den offenen Betrag innerhalb von 14 Tagen.\n\nMit freundlichen Grüßen\n' +
            SB_NAME,
      sachbearbeiter: sb,
      abgeschlossen: s === 12 || level < levels.length,
      createdAt: mahnungDate,
    });
    tx.create(Historie, {
      aktion: level === 4 ? 9 : 8,
      user: sb,
      antrag,
      auftrag,
      beschreibung: level === 4 ? 'Mahnverfahren eingestellt' : `${level}. Mahnung versendet`,
      createdAt: mahnungDate,
    });
  }
}

/**
 * "Netzbetreiber zum Auftrag" (ARCHITECTURE §5): every operator covering an active municipality
 * for a position's Netzart, one Versorger row per operator, linked to its first matching position.
 */
function seedVersorger(
  ctx: CaseContext,
  input: {
    antrag: IAntrag;
    auftrag: IAuftrag;
    positions: IPosition[];
    hits: GemeindeHit[];
    def: DemoAntrag;
    auftragsDatum: Date;
  },
): void {
  const { tx, sb, coverage, vorlagen } = ctx;
  const { antrag, auftrag, positions, hits, def, auftragsDatum } = input;
  const found = new Map<number, { betreiber: INetzbetreiber; position: IPosition }>();
  for (const position of positions) {
    const netzartId = position.netzart?.id;
    if (netzartId === undefined) continue;
    for (const hit of hits) {
      for (const betreiber of coverage.get(`${hit.id}:${netzartId}`) ?? []) {
        if (!found.has(betreiber.id)) found.set(betreiber.id, { betreiber, position });
      }
    }
  }
  const s = def.status;
  // the template and values a mail job starts with: the same rules as the service (@lap/domain)
  const waehlbar = vorlagen.map((v) => ({
    entity: v,
    id: v.id,
    netzartId: v.netzart?.id ?? null,
    vorgangsartId: v.vorgangsart,
  }));
  const jobVorlage = (position: IPosition) =>
    waehleMailVorlage(waehlbar, def.vorgangsart, position.netzart?.id ?? null)?.entity ?? null;
  const jobWerte = jobWerteAus(
    antrag,
    antrag.personen.getItems(),
    { name: SB_NAME, telefon: SB_TELEFON },
    ctx.publicUrl,
  );
  const rows = [...found.values()];
  // the one still open: an operator asked by e-mail where there is one (its mail job waits to be sent)
  const offen = Math.max(
    1,
    rows.findIndex((r, i) => i > 0 && r.betreiber.abfrageart === 'E-Mail'),
  );
  rows.forEach(({ betreiber, position }, i) => {
    // status 5: work in progress (one answered, one still open, the rest asked); later: all answered
    const anfrageStatus: TAnfrageStatus = s > 5 || i === 0 ? 3 : i === offen ? 1 : 2;
    const angefragt = anfrageStatus >= 2 ? addDays(auftragsDatum, 1) : null;
    const auskunft = anfrageStatus === 3 ? addDays(auftragsDatum, 4 + (i % 5)) : null;
    // a follow-up one week after asking, 08:00 Berlin (spec 001 §4, §9)
    const vorlageTag = anfrageStatus === 2 && angefragt ? germanToday(addDays(angefragt, 7)) : null;
    const vorlageDatum = vorlageTag ? berlinZeitpunkt(vorlageTag) : null;
    const versorger = tx.create(Versorger, {
      auftrag,
      netzbetreiber: betreiber,
      position,
      versorgerName: betreiber.name,
      email: betreiber.email,
      telefon: betreiber.telefon,
      kontakt: betreiber.kontakt,
      bemerkung: betreiber.bemerkung,
      portalLink: betreiber.portalLink,
      abfrageart: betreiber.abfrageart,
      netzbetreiberUrl: betreiber.netzbetreiberUrl,
      automatikVersand: betreiber.automatikVersand,
      anfrageStatus,
      angefragtDatum: angefragt,
      auskunftDatum: auskunft,
      vorlageDatum,
      abgeschlossen: anfrageStatus === 3,
      auskunftBemerkung: anfrageStatus === 3 ? 'Pläne per E-Mail erhalten, keine Leitungen im Baufeld: nein' : null,
      sachbearbeiter: sb,
      createdAt: auftragsDatum,
    });
    for (const hit of hits) {
      const getroffen = positions.some(
        (p) => p.netzart && (coverage.get(`${hit.id}:${p.netzart.id}`) ?? []).includes(betreiber),
      );
      tx.create(VersorgerGemeinde, { versorger, gemeinde: hit.id, getroffen });
    }
    // every supplier asked by e-mail has its mail job (created when the operators were assigned); asked ones are sent
    if (betreiber.abfrageart === 'E-Mail') {
      const job = tx.create(MailVersandJob, {
        versorger,
        versorgerName: versorger.versorgerName,
        versendet: angefragt !== null,
        empfaenger: betreiber.email,
        betreff: jobVorlage(position)?.betreff ?? null,
        mailBody: jobVorlage(position)?.mailtext ?? null,
        mailvorlage: jobVorlage(position),
        automatikVersand: betreiber.automatikVersand,
        ...jobWerte,
        vorlageDate: vorlageDatum,
        angefragtDate: angefragt,
        auskunftDate: auskunft,
        createdAt: auftragsDatum,
      });
      tx.create(MailAnhang, {
        mailVersandJob: job,
        art: 'flaeche-kml',
        fileName: anfrageflaecheDateiname(antrag.vorgangsnummer, 'kml'),
        anzeigeName: anfrageflaecheDateiname(antrag.vorgangsnummer, 'kml'),
      });
      tx.create(MailAnhang, {
        mailVersandJob: job,
        art: 'flaeche-json',
        fileName: anfrageflaecheDateiname(antrag.vorgangsnummer, 'json'),
        anzeigeName: anfrageflaecheDateiname(antrag.vorgangsnummer, 'json'),
      });
    }
    if (!angefragt) return;
    tx.create(VersorgerHistorie, {
      versorger,
      bearbeiter: sb,
      beschreibung: 'Anfrage per E-Mail versendet',
      createdAt: angefragt,
    });
    if (auskunft) {
      tx.create(VersorgerHistorie, {
        versorger,
        ende: auskunft,
        bearbeiter: sb,
        beschreibung: 'Auskunft eingegangen',
        createdAt: auskunft,
      });
    }
    if (vorlageDatum) {
      tx.create(Historie, {
        aktion: 4,
        user: sb,
        antrag,
        auftrag,
        versorger,
        beschreibung: `Wiedervorlage zum ${formatVersorgerDatum(vorlageDatum)} erstellt`,
        anfrageStatus,
        createdAt: angefragt,
      });
    }
  });
}

const DAY_MS = 86_400_000;

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function shapeRing(shape: DemoShape): GeoPosition[] {
  if (shape.kind === 'corridor') {
    // A narrow strip from the map centre in Riesa north-east into Zeithain.
    return [
      [13.2856, 51.2986],
      [13.36, 51.33],
      [13.3605, 51.3295],
      [13.2861, 51.2981],
      [13.2856, 51.2986],
    ];
  }
  const { lng, lat, halfSize: d } = shape;
  const ring: GeoPosition[] = [
    [lng - d, lat - d * 0.6],
    [lng + d, lat - d * 0.6],
    [lng + d, lat + d * 0.6],
    [lng - d, lat + d * 0.6],
  ];
  return [...ring, ring[0] ?? [lng, lat]].map(([x = 0, y = 0]) => [round6(x), round6(y)]);
}

/** WKT in EPSG:4326 with 6 decimals (spec 000 §9). */
function polygonWkt(ring: GeoPosition[]): string {
  return `POLYGON((${ring.map(([x = 0, y = 0]) => `${x.toFixed(6)} ${y.toFixed(6)}`).join(', ')}))`;
}
